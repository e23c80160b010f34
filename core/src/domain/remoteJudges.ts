import { RemoteOj } from '@generated/model/index';

/**
 * The remote judges' names, one table for every screen (the problem list's bank filter, the batch page, the
 * remote import, tags): proper names, the same in every language, so not translated.
 */
export const REMOTE_JUDGE_NAMES: Readonly<Record<RemoteOj, string>> = {
  [RemoteOj.HDU]: 'HDU',
  [RemoteOj.CF]: 'Codeforces',
  [RemoteOj.GYM]: 'Codeforces Gym',
  [RemoteOj.POJ]: 'POJ',
  [RemoteOj.SPOJ]: 'SPOJ',
  [RemoteOj.AC]: 'AtCoder',
  [RemoteOj.LIBRE]: 'LibreOJ',
};
