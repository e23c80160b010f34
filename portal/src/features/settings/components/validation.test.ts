import { avatarFileProblem, AVATAR_MAX_BYTES } from '../avatar/avatarFile';
import { validateNewEmail, validateNewMobile, validatePasswordChange } from './validation';

describe('settings validation', () => {
  it('needs the current password, a new one of 6–20 characters that differs, and a matching confirmation', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: '12345', confirm: '' })).toEqual({
      oldPassword: 'settings.error.currentRequired',
      newPassword: 'settings.error.passwordLength',
      confirm: 'settings.error.confirmRequired',
    });
    expect(
      validatePasswordChange({ oldPassword: 'a', newPassword: 'x'.repeat(21), confirm: 'x' }).newPassword,
    ).toBe('settings.error.passwordLength');
    expect(
      validatePasswordChange({ oldPassword: 'secret1', newPassword: 'secret1', confirm: 'secret1' })
        .newPassword,
    ).toBe('settings.error.passwordSame');
    expect(
      validatePasswordChange({ oldPassword: 'old123', newPassword: '        ', confirm: '        ' })
        .newPassword,
    ).toBe('settings.error.passwordBlank');
    // HOJ's changePassword stores the new password untrimmed and its login trims: it could never sign in.
    expect(
      validatePasswordChange({ oldPassword: 'old123', newPassword: 'new123 ', confirm: 'new123 ' })
        .newPassword,
    ).toBe('settings.error.passwordSpaces');
    expect(
      validatePasswordChange({ oldPassword: 'old123', newPassword: 'new123', confirm: 'new124' }),
    ).toEqual({
      confirm: 'settings.error.passwordMismatch',
    });
    expect(
      validatePasswordChange({ oldPassword: 'old123', newPassword: 'new123', confirm: 'new123' }),
    ).toEqual({});
  });

  it('wants a valid e-mail or mobile number different from the current one', () => {
    expect(validateNewEmail('nope', 'a@b.cn')).toBe('settings.error.emailInvalid');
    expect(validateNewEmail('A@B.cn', 'a@b.cn')).toBe('settings.error.emailSame');
    expect(validateNewEmail('new@b.cn', 'a@b.cn')).toBeNull();
    expect(validateNewMobile('1361234567', null)).toBe('settings.error.mobileInvalid');
    expect(validateNewMobile('23612345678', null)).toBe('settings.error.mobileInvalid');
    expect(validateNewMobile('13612345678', '13612345678')).toBe('settings.error.mobileSame');
    expect(validateNewMobile('13612345678', null)).toBeNull();
  });

  it('accepts gif, jpg, jpeg, png, bmp and webp avatars up to 2 MB', () => {
    for (const name of ['a.gif', 'a.JPG', 'a.jpeg', 'a.png', 'a.bmp', 'a.webp'])
      expect(avatarFileProblem({ name, size: 1000 })).toBeNull();
    expect(avatarFileProblem({ name: 'a.svg', size: 10 })).toBe('settings.avatar.badType');
    expect(avatarFileProblem({ name: 'png', size: 10 })).toBe('settings.avatar.badType');
    expect(avatarFileProblem({ name: 'a.png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarFileProblem({ name: 'a.png', size: AVATAR_MAX_BYTES + 1 })).toBe('settings.avatar.tooLarge');
  });
});
