import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  ContestType,
  type ACMContestRankVO,
  type ContestRankDTO,
  type OIContestRankVO,
  type RankShowName,
} from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';
import { acmRowOf, type AcmRow } from '../model/acmRow';
import { oiRowOf, type OiRow } from '../model/oiRow';
import { numberOr } from '../model/participant';
import { rowPlaces } from '../model/rowPlaces';

/** Inside the contest (`getContestRank`, login) or the public outside board (`getContestOutsideScoreboard`). */
export type BoardSource = 'inside' | 'outside';

/** The switches and page a board asks with: the body both board calls take. */
export interface BoardRequest {
  cid: number;
  currentPage: number;
  limit: number;
  keyword: string;
  removeStar: boolean;
  forceRefresh: boolean;
  containsEnd: boolean;
  /** Followed participants, sorted: their order does not change the answer, so it does not change the key. */
  concernedList: readonly string[];
}

/** Who reads the board, which decides the rows pinned on top and the names shown. */
export interface BoardViewer {
  /** The viewer's uid; the contest board pins the viewer's own row, the outside board does not. */
  uid: string | null;
  rankShowName: RankShowName | null | undefined;
}

export type BoardPage =
  { kind: 'acm'; rows: AcmRow[]; total: number } | { kind: 'oi'; rows: OiRow[]; total: number };

export const boardKeys = {
  board: (cid: number) => ['contest', cid, 'board'] as const,
};

function bodyOf(request: BoardRequest): ContestRankDTO {
  return {
    cid: request.cid,
    currentPage: request.currentPage,
    limit: request.limit,
    forceRefresh: request.forceRefresh,
    removeStar: request.removeStar,
    containsEnd: request.containsEnd,
    concernedList: [...request.concernedList],
    ...(request.keyword ? { keyword: request.keyword } : {}),
  };
}

/**
 * One page of a contest's board, as rows the table draws. The rule decides how the records are read (the
 * contract gives ACM rows for ACM contests, OI rows for OI ones). Rows the reader had stay on screen while a
 * changed request (another page, a search, a follow) is answered.
 */
export const boardQuery = (
  source: BoardSource,
  rule: ContestType,
  request: BoardRequest,
  viewer: BoardViewer,
) =>
  queryOptions({
    // Widened as the polling helper's options are typed (any key).
    queryKey: [
      ...boardKeys.board(request.cid),
      source,
      rule,
      viewer.uid ?? '',
      viewer.rankShowName ?? '',
      request,
    ] as readonly unknown[],
    queryFn: async ({ signal }): Promise<BoardPage> => {
      const body = bodyOf(request);
      const page = await unwrap(
        source === 'inside'
          ? api.POST('/api/get-contest-rank', { body, signal })
          : api.POST('/api/get-contest-outside-scoreboard', { body, signal }),
      );
      const records = recordsOf<ACMContestRankVO | OIContestRankVO>(page?.records, 'contest board');
      const pinnable = new Set(request.concernedList);
      if (source === 'inside' && viewer.uid) pinnable.add(viewer.uid);
      const places = rowPlaces(
        records.map((record) => (typeof record.uid === 'string' ? record.uid : '')),
        pinnable,
        request.currentPage === 1,
      );
      const placeAt = (i: number) => places[i] ?? { key: `row:${i}`, pinned: false };
      const total = numberOr(page?.total, records.length);
      if (rule === ContestType.OI)
        return {
          kind: 'oi',
          rows: records.map((record, i) =>
            oiRowOf(record as OIContestRankVO, placeAt(i), viewer.rankShowName),
          ),
          total,
        };
      return {
        kind: 'acm',
        rows: records.map((record, i) =>
          acmRowOf(record as ACMContestRankVO, places[i]!, viewer.rankShowName),
        ),
        total,
      };
    },
    placeholderData: keepPreviousData,
  });
