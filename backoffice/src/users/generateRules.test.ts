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

  it('keeps the password length within 6 to 25', () => {
    expect(validateGenerate(form({ passwordLength: '5' }))).toEqual({ passwordLength: 'passwordLength' });
    expect(validateGenerate(form({ passwordLength: '26' }))).toEqual({ passwordLength: 'passwordLength' });
    expect(validateGenerate(form({ passwordLength: '25' }))).toEqual({});
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
