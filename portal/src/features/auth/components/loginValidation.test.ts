import { validateLogin } from './loginValidation';

describe('the login form checks what HOJ’s login refuses, as PassportManager.login checks it', () => {
  it('trims both fields first: a short password padded with spaces is still too short', () => {
    expect(validateLogin({ username: ' alice ', password: '  abc12  ' })).toEqual({
      password: 'auth.passwordLength',
    });
    expect(validateLogin({ username: ' alice ', password: ' secret1 ' })).toEqual({});
    expect(validateLogin({ username: `  ${'a'.repeat(20)}  `, password: 'secret1' })).toEqual({});
  });

  it('counts UTF-16 units: 11 emoji are 22, over the limit of 20', () => {
    expect(validateLogin({ username: '😀'.repeat(11), password: 'secret1' })).toEqual({
      username: 'auth.usernameTooLong',
    });
    expect(validateLogin({ username: 'alice', password: '😀'.repeat(11) })).toEqual({
      password: 'auth.passwordLength',
    });
    expect(validateLogin({ username: '😀'.repeat(10), password: '😀'.repeat(3) })).toEqual({});
  });
});
