import { email, maxLength, maxValue, minValue, number, regex, type Validator } from 'react-admin';
import { isSavableLink } from '@hoj/core/format/safeUrl';
import { INT32_MAX, filledText, requiredField } from '@backoffice/common/validators';

/** Links in the settings follow core's safe-link rule: empty, or an absolute http(s) URL. */
const url: Validator = (value: unknown) =>
  typeof value !== 'string' || isSavableLink(value) ? undefined : 'hoj.systemConfig.validation.url';

/** Rules of the website form: the names and the base URL are what the portal and mails cannot do without. */
export const webRules: Record<string, Validator[]> = {
  name: [...filledText(), maxLength(100)],
  shortName: [...filledText(), maxLength(20)],
  baseUrl: [...filledText(), url],
  description: [maxLength(2000)],
  recordName: [maxLength(100)],
  recordUrl: [url],
  projectName: [maxLength(100)],
  projectUrl: [url],
};

const wholeNumber: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value))
    ? undefined
    : 'hoj.systemConfig.validation.integer';

/** Limits and intervals are whole numbers, never negative, and fit the backend's 32-bit integers. */
export const countRules: Validator[] = [
  requiredField(),
  number(),
  wholeNumber,
  minValue(0),
  maxValue(INT32_MAX, 'hoj.systemConfig.validation.int32'),
];

/** TCP ports: a whole number from 1 to 65535. */
export const portRules: Validator[] = [
  requiredField(),
  number(),
  wholeNumber,
  minValue(1, 'hoj.systemConfig.validation.port'),
  maxValue(65535, 'hoj.systemConfig.validation.port'),
];

/** A host name or address without scheme, path or spaces. */
export const hostRules: Validator[] = [
  requiredField(),
  maxLength(255),
  regex(/^[A-Za-z0-9.:[\]_-]+$/, 'hoj.systemConfig.validation.host'),
];

/** The SMTP user (which is also the sender address) and the recipient of a test mail. */
export const emailRules: Validator[] = [requiredField(), email('hoj.systemConfig.validation.email')];

/** Optional link fields (mail background image). */
export const optionalUrlRules: Validator[] = [url];

/** Names, users and similar short texts that the server cannot do without. */
export const requiredTextRules: Validator[] = [...filledText(), maxLength(255)];
