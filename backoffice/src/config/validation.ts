import { maxLength, minValue, number, regex, required, type Validator } from 'react-admin';

const URL_PATTERN = /^https?:\/\/[^\s]+$/;

const url = regex(URL_PATTERN, 'hoj.systemConfig.validation.url');

/** Rules of the website form: the names and the base URL are what the portal and mails cannot do without. */
export const webRules: Record<string, Validator[]> = {
  name: [required(), maxLength(100)],
  shortName: [required(), maxLength(20)],
  baseUrl: [required(), url],
  description: [maxLength(2000)],
  recordName: [maxLength(100)],
  recordUrl: [url],
  projectName: [maxLength(100)],
  projectUrl: [url],
};

/** Limits and intervals are whole numbers, never negative. */
export const countRules: Validator[] = [required(), number(), minValue(0)];
