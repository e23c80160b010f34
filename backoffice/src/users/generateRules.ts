import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, usernameProblem } from '@hoj/core/domain/accountRules';

/**
 * The generate-user form as typed (text fields) and its checks before anything is sent: start and end numbers
 * are whole numbers, the end not below the start, at most 1000 accounts at once, and every account within the
 * rules it must sign in with: the longest username (prefix, end number, suffix) at most 20 characters without
 * invisible characters, passwords 6 to 20 characters.
 */
export interface GenerateForm {
  prefix: string;
  suffix: string;
  numberFrom: string;
  numberTo: string;
  passwordLength: string;
}

export type GenerateErrorKey =
  'integer' | 'range' | 'tooMany' | 'passwordLength' | 'usernameTooLong' | 'usernameCharacters';
export type GenerateErrors = Partial<Record<keyof GenerateForm, GenerateErrorKey>>;

export const MAX_GENERATED = 1000;
export const PASSWORD_LENGTH = { min: PASSWORD_MIN, max: PASSWORD_MAX } as const;

export const initialGenerateForm: GenerateForm = {
  prefix: '',
  suffix: '',
  numberFrom: '1',
  numberTo: '10',
  passwordLength: '6',
};

const wholeNumber = (text: string): number | null =>
  /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;

export function validateGenerate(form: GenerateForm): GenerateErrors {
  const errors: GenerateErrors = {};
  const from = wholeNumber(form.numberFrom);
  const to = wholeNumber(form.numberTo);
  const length = wholeNumber(form.passwordLength);
  if (from === null) errors.numberFrom = 'integer';
  if (to === null) errors.numberTo = 'integer';
  else if (from !== null && to < from) errors.numberTo = 'range';
  else if (from !== null && to - from + 1 > MAX_GENERATED) errors.numberTo = 'tooMany';
  if (length === null || length < PASSWORD_LENGTH.min || length > PASSWORD_LENGTH.max)
    errors.passwordLength = 'passwordLength';
  for (const part of ['prefix', 'suffix'] as const)
    if (usernameProblem(`x${form[part].trim()}x`) === 'usernameCharacters')
      errors[part] = 'usernameCharacters';
  if (!errors.prefix && !errors.suffix && from !== null && to !== null) {
    const longest = `${form.prefix.trim()}${Math.max(from, to)}${form.suffix.trim()}`;
    if ([...longest].length > USERNAME_MAX) errors.prefix = 'usernameTooLong';
  }
  return errors;
}

/** The request body the backend reads (snake_case keys, as hoj-vue sends them). */
export function toGenerateBody(form: GenerateForm) {
  return {
    prefix: form.prefix.trim(),
    suffix: form.suffix.trim(),
    number_from: Number(form.numberFrom.trim()),
    number_to: Number(form.numberTo.trim()),
    password_length: Number(form.passwordLength.trim()),
  };
}

/** First and last username and the count, for the preview line; null while the numbers are invalid. */
export function generatePreview(form: GenerateForm): { count: number; first: string; last: string } | null {
  if (Object.keys(validateGenerate(form)).length > 0) return null;
  const body = toGenerateBody(form);
  return {
    count: body.number_to - body.number_from + 1,
    first: `${body.prefix}${body.number_from}${body.suffix}`,
    last: `${body.prefix}${body.number_to}${body.suffix}`,
  };
}
