import type { ContestPrint } from '@generated/model/index';
import { ApiFailure, integrityViolation } from '../http/failure';
import { jacksonDate } from '../http/jackson';
import { messages } from '../http/messages';
import { fileOperation, operation } from '../http/operation';
import { toPage } from '../http/page';
import { SECOND, clock } from '../store/clock';
import { isContestAdmin } from '../store/queries/contests';
import { contestPrints, contests, printLocks, type ContestPrintRow } from '../store/schema/contests';
import { requireContestAccess, requireContestAdmin } from './access';
import { contestMessages } from './texts';

/** How long a user waits between two prints (the backend's Redis lock, in any contest). */
const PRINT_INTERVAL = 30 * SECOND;

/** The columns the admin list selects: no content, no modification time. */
function toContestPrint(row: ContestPrintRow): ContestPrint {
  return {
    id: row.id,
    cid: row.cid,
    username: row.username,
    realname: row.realname,
    content: null,
    status: row.status,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: null,
  };
}

/** Waiting prints first, then newest first. */
const printOrder = (a: ContestPrintRow, b: ContestPrintRow) =>
  a.status - b.status || b.gmtCreate.getTime() - a.gmtCreate.getTime() || b.id - a.id;

/** A refusal before streaming: HTTP 400 with the JSON error (body status 400 even for permission errors). */
const refusal = (msg: string) => Response.json({ status: 400, msg, data: null }, { status: 400 });

export const printHandlers = [
  // ContestManager.submitPrintText: the contest access check (a contest that has not started, a private one
  // without registration), then the caller's 30-second lock, set before the text is stored. Neither the
  // contest's print switch nor its end is checked there, nor the text's length (the client asks for 50
  // characters); a missing text breaks the NOT NULL column (HTTP 500), the lock already taken.
  operation('submitPrintText', 'required', async ({ body, user }) => {
    const dto = await body();
    const contest = requireContestAccess(dto.int('cid'), user);
    const now = clock.nowMs();
    const until = printLocks.get(user.uid);
    if (until !== undefined && until > now)
      throw new ApiFailure(403, contestMessages.printTooFast(Math.round((until - now) / SECOND)));
    printLocks.set(user.uid, now + PRINT_INTERVAL);
    const content = dto.string('content');
    if (content === null) throw integrityViolation();
    const at = clock.now();
    contestPrints.insert({
      id: contestPrints.nextId(),
      cid: contest.id,
      username: user.username,
      realname: user.realname,
      content,
      status: 0,
      gmtCreate: at,
      gmtModified: at,
    });
    return { data: null };
  }),

  // ContestAdminManager.getContestPrint: the contest's admins, 30 a page (root asking about an unknown contest
  // gets an empty page).
  operation('getContestPrint', 'required', ({ query, user }) => {
    const cid = query.requiredInt('cid');
    requireContestAdmin(cid, user);
    const rows = contestPrints.where('cid', cid).sort(printOrder);
    return { data: toPage(rows, query.page({ current: 1, size: 30 }), toContestPrint) };
  }),

  // Marks print `id` printed; `cid` only decides who may (the print is found by id alone).
  operation('checkContestPrintStatus', 'required', ({ query, user }) => {
    requireContestAdmin(query.requiredInt('cid'), user);
    const print = contestPrints.get(query.requiredInt('id'));
    if (!print) throw new ApiFailure(400, contestMessages.updateFailed);
    contestPrints.update(print, { status: 1, gmtModified: clock.now() });
    return { data: null };
  }),

  // The print's text as `<username>_Contest_Print.txt`, for the admins of its contest. An unknown print or a
  // contest gone is a NullPointerException (HTTP 500): the contest's group is read before anything is checked.
  fileOperation('downloadContestPrintText', 'required', ({ query, user }) => {
    const print = contestPrints.get(query.requiredInt('id'));
    const contest = contests.get(print?.cid);
    if (!print || !contest) throw new ApiFailure(500, messages.serverError, 500);
    if (user.role !== 'root' && !isContestAdmin(contest, user))
      return refusal(contestMessages.printDownloadForbidden);
    const name = `${print.username}_Contest_Print.txt`;
    return new Response(print.content, {
      status: 200,
      headers: {
        'Content-Type': 'application/x-download',
        'Content-Disposition': `attachment;filename=${encodeURIComponent(name)}`,
        'Access-Control-Expose-Headers': 'Content-Disposition',
      },
    });
  }),
];
