import { ProblemAuth, RemoteOj } from '@generated/model/index';
import type { GetAdminProblemListParams } from '@generated/model/index';

/** The bank filter: every problem, the site's own, or one remote judge's. */
export const OWN_BANK = 'Mine';
export const ALL_BANKS = 'All';

/** The remote judges staff can import from, in the order the old front end listed them. */
export const REMOTE_JUDGES = [
  RemoteOj.HDU,
  RemoteOj.CF,
  RemoteOj.GYM,
  RemoteOj.POJ,
  RemoteOj.AC,
  RemoteOj.SPOJ,
] as const;

const AUTHS: readonly number[] = Object.values(ProblemAuth);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The list's filter form as the admin list's query: free text as `keyword` (title, display id or author), the
 * bank as `oj` (the server reads any value that is not `All` or a judge code as the site's own problems) and
 * the visibility as `auth`. Anything unexpected in a hand-edited address is left out rather than sent.
 */
export function toListQuery(
  filter: Record<string, unknown> | undefined,
): Omit<GetAdminProblemListParams, 'limit' | 'currentPage'> {
  const oj = text(filter?.oj);
  const auth = Number(filter?.auth);
  return {
    keyword: text(filter?.q),
    oj: oj === OWN_BANK || (REMOTE_JUDGES as readonly string[]).includes(oj ?? '') ? oj : undefined,
    auth: AUTHS.includes(auth) ? (auth as ProblemAuth) : undefined,
  };
}
