import type { Judge, JudgeVO } from '@generated/model/index';
import { isLiveStatus } from '@hoj/core/domain/judgeStatus';
import { api, unwrap } from '@hoj/core/http/client';

/** What a status check may change in a row: the verdict and its figures. */
export type LiveFields = Pick<
  JudgeVO,
  'status' | 'score' | 'time' | 'memory' | 'length' | 'judger' | 'isManual' | 'oiRankScore'
>;

/** Latest fields by submit id. */
export type LiveMap = Record<number, LiveFields>;

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

export function liveMapOf(records: readonly JudgeVO[]): LiveMap {
  const map: LiveMap = {};
  for (const { submitId, status, score, time, memory, length, judger, isManual, oiRankScore } of records)
    map[submitId] = { status, score, time, memory, length, judger, isManual, oiRankScore };
  return map;
}

/**
 * One batch call for all live rows: the contest variant inside a contest (it applies the seal and hides other
 * users' figures). A row the answer leaves out keeps its previous fields.
 */
export async function fetchLiveStatus(
  ids: readonly number[],
  contestId: number | null,
  previous: LiveMap,
  signal: AbortSignal,
): Promise<LiveMap> {
  const answer =
    contestId !== null
      ? await unwrap(
          api.POST('/api/check-contest-submissions-status', {
            body: { submitIds: [...ids], cid: contestId },
            signal,
          }),
        )
      : await unwrap(api.POST('/api/check-submissions-status', { body: { submitIds: [...ids] }, signal }));
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
export function withLiveFields(records: readonly JudgeVO[], map: LiveMap | undefined): JudgeVO[] {
  if (!map) return [...records];
  return records.map((record) => {
    const fields = map[record.submitId];
    return fields ? { ...record, ...fields } : record;
  });
}
