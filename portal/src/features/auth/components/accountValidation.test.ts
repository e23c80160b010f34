import {
  captchaError,
  emailError,
  newPasswordRules,
  registerCodeError,
  registerRules,
  resetRequestRules,
  type RegisterKnown,
  type RegisterValues,
} from './accountValidation';

const valid: RegisterValues = {
  username: 'newbie',
  email: 'newbie@example.com',
  password: 'secret1',
  passwordAgain: 'secret1',
  code: '123456',
};
const nothingKnown: RegisterKnown = { username: new Map(), email: new Map() };
const keyOf = (field: keyof RegisterValues, values: Partial<RegisterValues>, known = nothingKnown) =>
  registerRules[field]({ ...valid, ...values }, known)?.key;

describe('register rules', () => {
  it('accept a complete form', () => {
    for (const field of Object.keys(valid) as (keyof RegisterValues)[])
      expect(registerRules[field](valid, nothingKnown)).toBeUndefined();
  });

  it('need a username of at most 20 characters that the server does not know', () => {
    expect(keyOf('username', { username: '  ' })).toBe('auth.usernameRequired');
    expect(keyOf('username', { username: 'a'.repeat(21) })).toBe('auth.usernameTooLong');
    expect(keyOf('username', { username: 'a'.repeat(20) })).toBeUndefined();
    expect(keyOf('username', { username: 'ali\u200bce' })).toBe('accounts.usernameCharacters');
    const known: RegisterKnown = {
      username: new Map([
        ['alice', true],
        ['free', false],
      ]),
      email: new Map(),
    };
    expect(keyOf('username', { username: 'alice' }, known)).toBe('accounts.usernameTaken');
    expect(keyOf('username', { username: 'free' }, known)).toBeUndefined();
  });

  it('need a valid email that is not registered', () => {
    expect(keyOf('email', { email: '' })).toBe('accounts.emailRequired');
    expect(keyOf('email', { email: 'nobody@' })).toBe('accounts.emailInvalid');
    expect(keyOf('email', { email: 'a b@c.d' })).toBe('accounts.emailInvalid');
    expect(keyOf('email', { email: 'al..ice@example.com' })).toBe('accounts.emailInvalid');
    expect(keyOf('email', { email: `${'a'.repeat(65)}@example.com` })).toBe('accounts.emailInvalid');
    const known: RegisterKnown = { username: new Map(), email: new Map([['bob@hoj.test', true]]) };
    expect(keyOf('email', { email: 'bob@hoj.test' }, known)).toBe('accounts.emailTaken');
  });

  it('need a password of 6 to 20 characters, the same again, and a 6-character code', () => {
    expect(keyOf('password', { password: '12345' })).toBe('auth.passwordLength');
    expect(keyOf('password', { password: 'x'.repeat(21) })).toBe('auth.passwordLength');
    expect(keyOf('password', { password: '' })).toBe('auth.passwordRequired');
    expect(keyOf('password', { password: '       ' })).toBe('accounts.passwordBlank');
    // Spaces inside a password are part of it; at its edges HOJ's login would drop them, so they are refused.
    expect(keyOf('password', { password: 'sec ret', passwordAgain: 'sec ret' })).toBeUndefined();
    expect(keyOf('password', { password: ' secret ' })).toBe('accounts.passwordSpaces');
    expect(keyOf('passwordAgain', { passwordAgain: '' })).toBe('accounts.passwordAgainRequired');
    expect(keyOf('passwordAgain', { passwordAgain: 'secret2' })).toBe('accounts.passwordMismatch');
    expect(registerCodeError('')?.key).toBe('accounts.codeRequired');
    expect(registerCodeError('12345')).toEqual({ key: 'accounts.codeLength', vars: { length: 6 } });
    expect(registerCodeError('1234567')?.key).toBe('accounts.codeLength');
  });
});

describe('reset request rules', () => {
  it('need an existing email and a captcha of 1 to 8 characters', () => {
    const known = new Map([
      ['ghost@hoj.test', false],
      ['alice@hoj.test', true],
    ]);
    const rule = (email: string) => resetRequestRules.email({ email, captcha: 'abcd' }, known)?.key;
    expect(rule('ghost@hoj.test')).toBe('accounts.emailUnknown');
    expect(rule('alice@hoj.test')).toBeUndefined();
    // Not asked yet: no verdict before the server answers.
    expect(rule('new@hoj.test')).toBeUndefined();
    expect(emailError('x')?.key).toBe('accounts.emailInvalid');
    expect(captchaError(' ')?.key).toBe('accounts.captchaRequired');
    expect(captchaError('123456789')?.key).toBe('accounts.captchaTooLong');
    expect(captchaError('12345678')).toBeUndefined();
  });
});

describe('new password rules', () => {
  it('need 6 to 20 characters and the same again', () => {
    expect(newPasswordRules.password({ password: 'abc', passwordAgain: 'abc' })?.key).toBe(
      'auth.passwordLength',
    );
    expect(newPasswordRules.passwordAgain({ password: 'abcdef', passwordAgain: 'abcdeg' })?.key).toBe(
      'accounts.passwordMismatch',
    );
    expect(newPasswordRules.passwordAgain({ password: 'abcdef', passwordAgain: 'abcdef' })).toBeUndefined();
  });
});
