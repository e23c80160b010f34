import type { ContestRecord } from '@generated/model/index';
import { userByUid } from '../store/schema/accounts';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { jacksonDate } from '../http/jackson';
import { operation } from '../http/operation';
import type { Page } from '../http/page';
import { contestAdminUids } from '../store/queries/submissionCounts';
import { contestRecordsOf, type ContestRecordView } from '../store/queries/contests';
import { contestRecords, type ContestRow } from '../store/schema/contests';
import { requireContestAdmin } from './access';
import { contestMessages } from './texts';

/**
 * The accepted records the balloon list shows, as ContestRecordMapper.getACInfo and ContestRecordEntityService
 * pick them: of each user's accepted records of a problem only the first (the one with both the smallest
 * submission id and the earliest time; a user whose first id is not also the first in time drops out, as the
 * query's join leaves them), unchecked before checked, then by submission time; super admins and the creator
 * left out, and records outside the contest's start and end (both included).
 */
function balloonRecords(contest: ContestRow): ContestRecordView[] {
  const firstOf = new Map<string, { byId: ContestRecordView; earliest: number }>();
  for (const view of contestRecordsOf(contest.id)) {
    if (view.status !== 1) continue;
    const key = `${view.record.uid}:${view.record.pid}:${view.record.cpid}`;
    const at = view.record.submitTime.getTime();
    const kept = firstOf.get(key);
    if (!kept) firstOf.set(key, { byId: view, earliest: at });
    else {
      if (view.record.submitId < kept.byId.record.submitId) kept.byId = view;
      kept.earliest = Math.min(kept.earliest, at);
    }
  }
  const excluded = contestAdminUids(contest);
  const [start, end] = [contest.startTime.getTime(), contest.endTime.getTime()];
  return [...firstOf.values()]
    .filter(({ byId, earliest }) => byId.record.submitTime.getTime() === earliest)
    .map(({ byId }) => byId)
    .filter(({ record }) => {
      const at = record.submitTime.getTime();
      return !excluded.has(record.uid) && at >= start && at <= end;
    })
    .sort(
      (a, b) =>
        Number(a.record.checked) - Number(b.record.checked) ||
        a.record.submitTime.getTime() - b.record.submitTime.getTime() ||
        a.record.id - b.record.id,
    );
}

/**
 * The first accept of each problem: the smallest contest time among the listed records, the first listed on a
 * tie (unchecked records are listed first, so a checked balloon can lose its first-blood mark to a later one of
 * the same second).
 */
function firstBloods(rows: readonly ContestRecordView[]): Set<ContestRecordView> {
  const first = new Map<number, ContestRecordView>();
  for (const row of rows) {
    const kept = first.get(row.record.pid);
    if (!kept || row.record.time < kept.record.time) first.set(row.record.pid, row);
  }
  return new Set(first.values());
}

/** The columns the query selects; the others stay null. */
function toContestRecord(view: ContestRecordView, firstBlood: boolean): ContestRecord {
  const { record } = view;
  const user = userByUid(record.uid);
  return {
    id: record.id,
    cid: record.cid,
    uid: record.uid,
    pid: record.pid,
    cpid: null,
    displayId: record.displayId,
    submitId: record.submitId,
    username: user?.username ?? null,
    realname: user?.realname ?? null,
    status: view.status,
    submitTime: jacksonDate(record.submitTime),
    time: record.time,
    score: null,
    useTime: null,
    firstBlood,
    checked: record.checked,
    gmtCreate: null,
    gmtModified: null,
  };
}

/** The backend builds this page by hand: the current page and size as asked, the total of every listed row. */
function handPage(rows: readonly ContestRecordView[], current: number, size: number): Page<ContestRecord> {
  const first = firstBloods(rows);
  const start = (current - 1) * size;
  return {
    records: rows.slice(Math.max(start, 0), start + size).map((row) => toContestRecord(row, first.has(row))),
    total: rows.length,
    size,
    current,
    orders: [],
    searchCount: true,
    pages: Math.ceil(rows.length / size),
  };
}

export const acInfoHandlers = [
  // The balloon helper's list (ContestAdminManager.getContestACInfo): the contest's admins only, 30 a page.
  // An unknown contest gets as far as the record query for root, which reads its creator: HTTP 500.
  operation('getContestACInfo', 'required', ({ query, user }) => {
    const contest = requireContestAdmin(query.requiredInt('cid'), user);
    if (!contest) throw new ApiFailure(500, messages.serverError, 500);
    const { current, size } = query.page({ current: 1, size: 30 });
    return { data: handPage(balloonRecords(contest), current, size) };
  }),

  // Sets `checked` on a record by id (the body's `cid` only decides who may); an unknown id is 修改失败！. A
  // missing `checked` changes nothing but still succeeds (the update writes the modification time anyway).
  operation('checkContestACInfo', 'required', async ({ body, user }) => {
    const dto = await body();
    requireContestAdmin(dto.int('cid'), user);
    const record = contestRecords.get(dto.int('id'));
    if (!record) throw new ApiFailure(400, contestMessages.updateFailed);
    const checked = dto.bool('checked');
    if (checked !== null) contestRecords.update(record, { checked });
    return { data: null };
  }),
];
