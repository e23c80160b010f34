import { userByUsername } from '../store/schema/accounts';
import { ApiFailure, integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { clock } from '../store/clock';
import { toDiscussionReportVO } from './reportViews';
import { discussionReports, discussions, type DiscussionReportRow } from '../store/schema/discussions';

/** The `content` column is a VARCHAR(255) NOT NULL: anything else fails in the database (HTTP 500). */
const CONTENT_COLUMN_WIDTH = 255;

function requireStorableContent(content: string | null): string {
  if (content === null || content.length > CONTENT_COLUMN_WIDTH) throw integrityViolation();
  return content;
}

/** `did` is a foreign key on the discussion table; a report of no discussion at all is refused too (mock guard). */
function requireDiscussion(did: number | null): number {
  if (did === null || !discussions.has(did)) throw integrityViolation();
  return did;
}

/** Unresolved first, then the newest: what an admin has still to read comes at the top of the first page. */
const queueOrder = (a: DiscussionReportRow, b: DiscussionReportRow) =>
  Number(a.status) - Number(b.status) || b.gmtCreate.getTime() - a.gmtCreate.getTime() || b.id - a.id;

export const discussionReportHandlers = [
  // Any logged-in user. The backend saves the body as sent; the mock files the report under the caller's
  // username (what every client sends) so nobody reports in someone else's name. The portal keeps the reason
  // to 200 characters; the server only has the column's width.
  operation('addDiscussionReport', 'required', async (ctx) => {
    const body = await ctx.body();
    const did = requireDiscussion(body.int('did'));
    const content = requireStorableContent(body.string('content'));
    const now = clock.now();
    discussionReports.insert({
      id: discussionReports.nextId(),
      did,
      reporter: ctx.user.username,
      content,
      status: false,
      gmtCreate: now,
      gmtModified: now,
    });
    return { data: null };
  }),

  // Roles root, admin or problem_admin (x-roles). Reports of every discussion, group ones included.
  operation('getAdminDiscussionReport', 'required', ({ query }) => {
    const page = query.page({ current: 1, size: 10 });
    const rows = discussionReports.filter((r) => discussions.has(r.did)).sort(queueOrder);
    return { data: toPage(rows, page, toDiscussionReportVO) };
  }),

  // Roles root, admin or problem_admin. Every field sent non-null changes (hoj-vue sends {id, status}); an id
  // that names no report is the service's "修改失败".
  operation('updateAdminDiscussionReport', 'required', async (ctx) => {
    const body = await ctx.body();
    const row = discussionReports.get(body.int('id'));
    if (!row) throw new ApiFailure(400, messages.updateFailed);
    const did = body.int('did');
    const reporter = body.string('reporter');
    const content = body.string('content');
    // Every field is checked before any is written: a refused foreign key leaves the row as it was.
    if (did !== null) requireDiscussion(did);
    if (reporter !== null && !userByUsername(reporter)) throw integrityViolation();
    if (content !== null) requireStorableContent(content);
    const status = body.bool('status');
    discussionReports.update(row, {
      did: did ?? row.did,
      reporter: reporter ?? row.reporter,
      content: content ?? row.content,
      status: status ?? row.status,
      gmtModified: clock.now(),
    });
    return { data: null };
  }),
];
