import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  columnTooLong,
  emailProblem,
  javaTrim,
  passwordProblem,
  signInProblem,
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
  });

  it('counts UTF-16 units as the backend login does (Java length()): 11 emoji are 22 units, over 20', () => {
    expect(usernameProblem('😀'.repeat(10))).toBeNull();
    expect(usernameProblem('😀'.repeat(11))).toBe('usernameTooLong');
    expect(usernameProblem('😀'.repeat(USERNAME_MAX))).toBe('usernameTooLong');
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
  it('accepts the limits exactly and spaces inside the password', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MIN))).toBeNull();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX))).toBeNull();
    expect(passwordProblem('sec ret')).toBeNull();
  });

  it('refuses leading or trailing spaces: the backend import stores them, its login trims them away', () => {
    expect(passwordProblem(' secret ')).toBe('passwordSpaces');
    expect(passwordProblem(' secret1')).toBe('passwordSpaces');
    expect(passwordProblem('secret1 ')).toBe('passwordSpaces');
    // Java's trim() keeps U+3000 and U+00A0, so such a password signs in as stored.
    expect(passwordProblem('secret1\u3000')).toBeNull();
    expect(passwordProblem('\u00a0secret1')).toBeNull();
  });

  it('counts UTF-16 units as the backend login does (Java length()): 4 emoji are 8 units', () => {
    expect(passwordProblem('😀'.repeat(3))).toBeNull();
    expect(passwordProblem('😀'.repeat(2) + 'a')).toBe('passwordLength');
    expect(passwordProblem('😀'.repeat(10))).toBeNull();
    expect(passwordProblem('😀'.repeat(10) + 'a')).toBe('passwordLength');
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
      'a(lice)@example.com',
      'al,ice@example.com',
      '"alice"@example.com',
      'al<ice@example.com',
      'al;ice@example.com',
      'al[ice]@example.com',
      'al\\ice@example.com',
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

describe('sign-in check as the backend login runs it (PassportManager.login)', () => {
  it('trims both fields with Java trim() before checking', () => {
    expect(signInProblem(' padded01 ', ' secret1 ')).toEqual({
      problem: null,
      username: 'padded01',
      password: 'secret1',
    });
    expect(javaTrim('\t\u0000 x \u3000')).toBe('x \u3000');
  });

  it('refuses empty fields, then the password length, then the username length, in UTF-16 units', () => {
    expect(signInProblem('   ', 'secret1').problem).toBe('required');
    expect(signInProblem('alice', '  ').problem).toBe('required');
    expect(signInProblem('alice', '  abc12  ').problem).toBe('passwordLength');
    expect(signInProblem('alice', '😀'.repeat(11)).problem).toBe('passwordLength');
    expect(signInProblem('😀'.repeat(11), 'x').problem).toBe('passwordLength');
    expect(signInProblem('😀'.repeat(11), 'secret1').problem).toBe('usernameTooLong');
    expect(signInProblem('😀'.repeat(10), 'secret1').problem).toBeNull();
  });
});

describe('user_info column widths (varchar, counted in code points by MySQL)', () => {
  it('refuses a school of 101 characters and accepts 100 emoji', () => {
    expect(columnTooLong('school', 'x'.repeat(100))).toBe(false);
    expect(columnTooLong('school', 'x'.repeat(101))).toBe(true);
    expect(columnTooLong('nickname', '😀'.repeat(100))).toBe(false);
    expect(columnTooLong('email', 'a'.repeat(321))).toBe(true);
  });
});
