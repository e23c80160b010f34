import { generatePreview, initialGenerateForm, toGenerateBody, validateGenerate } from './generateRules';

const form = (overrides: Partial<typeof initialGenerateForm>) => ({ ...initialGenerateForm, ...overrides });

describe('user generation checks', () => {
  it('accepts the defaults and sends the snake_case body the backend reads', () => {
    expect(validateGenerate(initialGenerateForm)).toEqual({});
    expect(toGenerateBody(form({ prefix: ' team ', suffix: 'x' }))).toEqual({
      prefix: 'team',
      suffix: 'x',
      number_from: 1,
      number_to: 10,
      password_length: 6,
    });
  });

  it('refuses an end number below the start number', () => {
    expect(validateGenerate(form({ numberFrom: '5', numberTo: '4' }))).toEqual({ numberTo: 'range' });
    expect(validateGenerate(form({ numberFrom: '5', numberTo: '5' }))).toEqual({});
  });

  it('keeps the password length within what login accepts, 6 to 20', () => {
    expect(validateGenerate(form({ passwordLength: '5' }))).toEqual({ passwordLength: 'passwordLength' });
    expect(validateGenerate(form({ passwordLength: '21' }))).toEqual({ passwordLength: 'passwordLength' });
    expect(validateGenerate(form({ passwordLength: '25' }))).toEqual({ passwordLength: 'passwordLength' });
    expect(validateGenerate(form({ passwordLength: '20' }))).toEqual({});
  });

  it('refuses a prefix and suffix that would make a username longer than login accepts', () => {
    // 'contest2026-' + '100' + '-team-a' is 22 characters.
    expect(
      validateGenerate(form({ prefix: 'contest2026-', suffix: '-team-a', numberFrom: '1', numberTo: '100' })),
    ).toEqual({ prefix: 'usernameTooLong' });
    // 20 characters exactly: the longest name of the batch decides.
    expect(
      validateGenerate(form({ prefix: 'contest2026-', suffix: '-team', numberFrom: '1', numberTo: '100' })),
    ).toEqual({});
    expect(validateGenerate(form({ prefix: 'a'.repeat(19), numberFrom: '1', numberTo: '10' }))).toEqual({
      prefix: 'usernameTooLong',
    });
  });

  it('refuses invisible characters in the prefix or suffix', () => {
    expect(validateGenerate(form({ prefix: 'te\u200bam' }))).toEqual({ prefix: 'usernameCharacters' });
    expect(validateGenerate(form({ suffix: 'x\ty' }))).toEqual({ suffix: 'usernameCharacters' });
  });

  it('refuses numbers that are not whole and non-negative, and overly large batches', () => {
    expect(validateGenerate(form({ numberFrom: '-1', numberTo: 'a' }))).toEqual({
      numberFrom: 'integer',
      numberTo: 'integer',
    });
    expect(validateGenerate(form({ numberFrom: '1', numberTo: '1001' }))).toEqual({ numberTo: 'tooMany' });
  });

  it('previews the first and last username', () => {
    expect(generatePreview(form({ prefix: 'a', suffix: 'b', numberFrom: '3', numberTo: '22' }))).toEqual({
      count: 20,
      first: 'a3b',
      last: 'a22b',
    });
    expect(generatePreview(form({ numberTo: '0' }))).toBeNull();
  });
});
