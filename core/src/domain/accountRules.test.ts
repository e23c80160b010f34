import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  emailProblem,
  passwordProblem,
  usernameProblem,
} from './accountRules';

describe('usernames', () => {
  it('accepts names up to the limit, in any script', () => {
    expect(usernameProblem('alice')).toBeNull();
    expect(usernameProblem('张三')).toBeNull();
    expect(usernameProblem('a'.repeat(USERNAME_MAX))).toBeNull();
    expect(usernameProblem('first last')).toBeNull();
  });

  it('refuses empty, blank and too long names', () => {
    expect(usernameProblem('')).toBe('required');
    expect(usernameProblem('   ')).toBe('required');
    expect(usernameProblem('a'.repeat(USERNAME_MAX + 1))).toBe('usernameTooLong');
    // Counted in characters, not UTF-16 units: 20 emoji are 20 characters.
    expect(usernameProblem('😀'.repeat(USERNAME_MAX))).toBeNull();
  });

  it('reports surrounding spaces and tabs instead of stripping them', () => {
    expect(usernameProblem(' alice')).toBe('usernameSpaces');
    expect(usernameProblem('alice ')).toBe('usernameSpaces');
    expect(usernameProblem('alice\u3000')).toBe('usernameSpaces');
  });

  it('refuses control and invisible characters that make two names look alike', () => {
    for (const hidden of [
      '\u0000',
      '\t',
      '\n',
      '\r',
      '\u007f',
      '\u0085',
      '\u200b',
      '\u200d',
      '\u202e',
      '\u2060',
      '\ufeff',
    ])
      expect(usernameProblem(`ali${hidden}ce`)).toBe('usernameCharacters');
    expect(usernameProblem('alice\t')).toBe('usernameCharacters');
  });
});

describe('passwords', () => {
  it('accepts the limits exactly and keeps spaces as part of the password', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MIN))).toBeNull();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX))).toBeNull();
    expect(passwordProblem(' secret ')).toBeNull();
  });

  it('refuses what the backend login would refuse', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('a'.repeat(PASSWORD_MIN - 1))).toBe('passwordLength');
    expect(passwordProblem('a'.repeat(PASSWORD_MAX + 1))).toBe('passwordLength');
    expect(passwordProblem('a'.repeat(25))).toBe('passwordLength');
  });

  it('refuses a password of only spaces and one with control characters', () => {
    expect(passwordProblem('        ')).toBe('passwordBlank');
    expect(passwordProblem('secret\u0000x')).toBe('passwordCharacters');
    expect(passwordProblem('secret\nmore')).toBe('passwordCharacters');
  });
});

describe('e-mail addresses', () => {
  it('accepts ordinary addresses and leaves an empty one to the caller', () => {
    expect(emailProblem('')).toBeNull();
    expect(emailProblem('alice@example.com')).toBeNull();
    expect(emailProblem('first.last+tag@mail.example.edu.cn')).toBeNull();
    expect(emailProblem(`${'a'.repeat(64)}@example.com`)).toBeNull();
  });

  it('refuses malformed local parts and domains', () => {
    for (const bad of [
      'alice',
      '@example.com',
      'alice@',
      'alice@example',
      'a@b@example.com',
      'al..ice@example.com',
      '.alice@example.com',
      'alice.@example.com',
      'alice@example..com',
      'alice@-example.com',
      'al ice@example.com',
      'ali\u200bce@example.com',
      'alice@exa\u0000mple.com',
    ])
      expect(emailProblem(bad)).toBe('emailFormat');
  });

  it('refuses a local part over 64 characters and reports surrounding spaces', () => {
    expect(emailProblem(`${'a'.repeat(65)}@example.com`)).toBe('emailTooLong');
    expect(emailProblem(' alice@example.com')).toBe('emailSpaces');
    expect(emailProblem('alice@example.com\t')).toBe('emailSpaces');
  });
});
