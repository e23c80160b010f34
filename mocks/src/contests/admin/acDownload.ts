import { JudgeStatus } from '@generated/model/index';
import { userByUid } from '@hoj/mocks/store/schema/accounts';
import { zip, type ZipEntry } from '@hoj/mocks/http/zip';
import { fileOperation } from '@hoj/mocks/http/operation';
import { submissions, type SubmissionRow } from '@hoj/mocks/store/schema/judge';
import { contestAdminUids } from '@hoj/mocks/store/queries/submissionCounts';
import { contestProblems } from '@hoj/mocks/store/schema/problems';
import { clock } from '@hoj/mocks/store/clock';
import { ensureContestRows, isContestAdmin } from '@hoj/mocks/store/queries/contests';
import { contests, type ContestRow } from '@hoj/mocks/store/schema/contests';
import { adminContestMessages as texts } from './texts';

/** The file extension of a language, as the archive names each program. */
export function extensionOf(language: string): string {
  const rules: [RegExp, string][] = [
    [/^java$/i, 'java'],
    [/py/i, 'py'],
    [/^c(\s|$)/i, 'c'],
    [/c#/i, 'cs'],
    [/golang|^go$/i, 'go'],
    [/rust/i, 'rs'],
    [/javascript|node/i, 'js'],
    [/php/i, 'php'],
    [/ruby/i, 'rb'],
    [/pascal/i, 'pas'],
  ];
  return rules.find(([pattern]) => pattern.test(language))?.[1] ?? 'cpp';
}

/** A refusal before streaming: HTTP 400 with the JSON error (body status 400 even for permission errors). */
const refusal = (msg: string) => Response.json({ status: 400, msg, data: null }, { status: 400 });

function labelOf(row: SubmissionRow): string {
  return row.displayId ?? contestProblems.get(row.cpid)?.displayId ?? String(row.pid);
}

/**
 * The accepted code of the contest (made between its start and end), the latest accepted program of each user
 * for each problem; `excludeAdmin` leaves out super admins and the contest's creator.
 */
function acceptedPrograms(contest: ContestRow, excludeAdmin: boolean): SubmissionRow[] {
  const excluded = excludeAdmin ? contestAdminUids(contest) : new Set<string>();
  const latest = new Map<string, SubmissionRow>();
  for (const row of submissions.where('cid', contest.id)) {
    if (row.status !== JudgeStatus.ACCEPTED || excluded.has(row.uid)) continue;
    if (row.submitTime < contest.startTime || row.submitTime > contest.endTime) continue;
    const key = `${row.uid}:${labelOf(row)}`;
    const kept = latest.get(key);
    if (!kept || kept.submitTime < row.submitTime) latest.set(key, row);
  }
  return [...latest.values()];
}

/** One folder per user (`alice/A.cpp`) or per problem (`A/alice.cpp`). */
function entriesOf(rows: readonly SubmissionRow[], byProblem: boolean): ZipEntry[] {
  return rows
    .map((row) => {
      const username = userByUid(row.uid)?.username ?? row.uid;
      const label = labelOf(row);
      const ext = extensionOf(row.language);
      return {
        name: byProblem ? `${label}/${username}.${ext}` : `${username}/${label}.${ext}`,
        content: row.code,
      };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export const acDownloadHandlers = [
  // Login required; the contest's admins only (root, its creator, its group's roots).
  fileOperation('downloadContestACSubmission', 'required', ({ query, user }) => {
    const contest = contests.get(query.requiredInt('cid'));
    if (!contest) return refusal(texts.downloadMissing);
    if (!isContestAdmin(contest, user)) return refusal(texts.downloadForbidden);
    ensureContestRows(contest.id);
    const rows = acceptedPrograms(contest, query.bool('excludeAdmin', false));
    if (rows.length === 0) return refusal(texts.downloadEmpty);
    const byProblem = query.string('splitType') === 'problem';
    const name = `contest_${contest.id}_${clock.nowMs()}.zip`;
    return new Response(zip(entriesOf(rows, byProblem), clock.now()), {
      status: 200,
      headers: {
        'Content-Type': 'application/x-download',
        'Content-Disposition': `attachment;filename=${encodeURIComponent(name)}`,
        'Access-Control-Expose-Headers': 'Content-Disposition',
      },
    });
  }),
];
