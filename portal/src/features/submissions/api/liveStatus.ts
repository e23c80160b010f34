import type { Judge, JudgeVO } from '@generated/model/index';
import { isLiveStatus } from '@hoj/core/domain/judgeStatus';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';

/** What a status check may change in a row: the verdict and its figures. */
export type LiveFields = Pick<
  JudgeVO,
  'status' | 'score' | 'time' | 'memory' | 'length' | 'judger' | 'isManual' | 'oiRankScore'
>;

/** Latest fields by submit id. */
export type LiveMap = Record<number, LiveFields>;

/** A list row or a submission page's submission: anything a status check can be laid over. */
export type LiveSource = Pick<
  Judge,
  'submitId' | 'status' | 'score' | 'time' | 'memory' | 'length' | 'judger' | 'isManual' | 'oiRankScore'
>;

function fieldsOf(judge: Judge, fallback: LiveFields): LiveFields {
  return {
    // A status check never clears a verdict: a row it answers without one keeps what it showed.
    status: judge.status ?? fallback.status,
    score: judge.score ?? null,
    time: judge.time ?? null,
    memory: judge.memory ?? null,
    length: judge.length ?? fallback.length ?? null,
    judger: judge.judger ?? null,
    isManual: judge.isManual ?? fallback.isManual ?? null,
    oiRankScore: judge.oiRankScore ?? null,
  };
}

/** Ids of the rows the judge is still working on: the only ones worth asking about again. */
export function liveSubmitIds(records: readonly LiveSource[]): number[] {
  return records
    .filter((record) => isLiveStatus(record.status))
    .map((record) => record.submitId)
    .filter((id): id is number => id !== undefined);
}

export function liveMapOf(records: readonly LiveSource[]): LiveMap {
  const map: LiveMap = {};
  for (const { submitId, status, score, time, memory, length, judger, isManual, oiRankScore } of records)
    if (submitId !== undefined && status !== null && status !== undefined)
      map[submitId] = { status, score, time, memory, length, judger, isManual, oiRankScore };
  return map;
}

// A check that follows a failed one is quiet: the page already says that updates are paused.
const quietFetch = fetchWith({ silent: true });

/**
 * One batch call for all live rows: the contest variant inside a contest (it applies the seal and hides other
 * users' figures). A row the answer leaves out keeps its previous fields.
 */
export async function fetchLiveStatus(
  ids: readonly number[],
  contestId: number | null,
  previous: LiveMap,
  signal: AbortSignal,
  quiet = false,
): Promise<LiveMap> {
  const fetch = quiet ? quietFetch : undefined;
  const answer =
    contestId !== null
      ? await unwrap(
          api.POST('/api/check-contest-submissions-status', {
            body: { submitIds: [...ids], cid: contestId },
            signal,
            fetch,
          }),
        )
      : await unwrap(
          api.POST('/api/check-submissions-status', { body: { submitIds: [...ids] }, signal, fetch }),
        );
  const next: LiveMap = { ...previous };
  for (const id of ids) {
    const judge = answer[String(id)];
    const before = previous[id];
    if (judge && before) next[id] = fieldsOf(judge, before);
  }
  return next;
}

export function anyLive(map: LiveMap): boolean {
  return Object.values(map).some((fields) => isLiveStatus(fields.status));
}

/** The rows with the latest fields laid over them. */
export function withLiveFields<R extends LiveSource>(records: readonly R[], map: LiveMap | undefined): R[] {
  if (!map) return [...records];
  return records.map((record) => {
    const fields = record.submitId !== undefined ? map[record.submitId] : undefined;
    return fields ? { ...record, ...fields } : record;
  });
}
