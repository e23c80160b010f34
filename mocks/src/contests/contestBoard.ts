import { ContestType, type ACMContestRankVO, type OIContestRankVO } from '@generated/model/index';
import {
  arrangeRows,
  computeAcmBoard,
  computeOiBoard,
  includesAfterContest,
  isBoardSealed,
  type BoardInput,
} from '@hoj/core/contest/ranking/index';
import { userByUid } from '../store/schema/accounts';
import { toPage, type Page } from '../http/page';
import type { BodyOf, BodyReader } from '../http/request';
import { clock } from '../store/clock';
import { boardExcludedUids, ensureContestRows } from '../store/queries/contests';
import type { ContestRow } from '../store/schema/contests';
import { submissions } from '../store/schema/judge';

export type BoardRow = ACMContestRankVO | OIContestRankVO;

/** Both board calls page the whole board by hand, 50 rows unless asked otherwise, and cap nothing. */
const DEFAULT_PAGE = { current: 1, size: 50 };

/** The body both board calls take, read as the backend's `ContestRankDTO` binds it. */
export interface BoardRequest {
  cid: number | null;
  current: number;
  size: number;
  forceRefresh: boolean;
  removeStar: boolean;
  keyword: string | null;
  containsEnd: boolean;
  concernedList: string[];
}

/** Null switches are false; a page or limit missing or below 1 is the default (1 and 50). */
export function readBoardRequest(dto: BodyReader<BodyOf<'getContestRank'>>): BoardRequest {
  const current = dto.int('currentPage');
  const size = dto.int('limit');
  return {
    cid: dto.int('cid'),
    current: current !== null && current >= 1 ? current : DEFAULT_PAGE.current,
    size: size !== null && size >= 1 ? size : DEFAULT_PAGE.size,
    forceRefresh: dto.bool('forceRefresh') === true,
    removeStar: dto.bool('removeStar') === true,
    keyword: dto.string('keyword'),
    containsEnd: dto.bool('containsEnd') === true,
    concernedList: dto.stringList('concernedList') ?? [],
  };
}

/** How a board is looked at: decided by each call from who asks (see the handlers). */
export interface BoardView {
  /** The caller may see through the seal when asking for the live board. */
  isContestAdmin: boolean;
  /** The viewer's row goes on top: the contest board's caller; nobody on the outside board. */
  currentUid: string | null;
}

/**
 * The whole board of a contest, ranked and awarded, as the viewer may see it now: frozen unless the contest
 * lifted its seal or an admin asks for the live board, with the submissions after the end when the contest
 * allows them and the request asks. Read from the contest's submissions (the table's contest index) and the
 * accounts by uid; nothing else is scanned. Deferred rows are made first.
 */
export function contestBoard(contest: ContestRow, request: BoardRequest, view: BoardView): BoardRow[] {
  ensureContestRows(contest.id);
  const sealed = isBoardSealed(contest, clock.nowMs(), {
    isContestAdmin: view.isContestAdmin,
    forceRefresh: request.forceRefresh,
  });
  const input: BoardInput = {
    contest,
    participants: (uid) => userByUid(uid),
    submissions: submissions.where('cid', contest.id),
    options: {
      sealed,
      containsAfterContest: includesAfterContest(contest.allowEndSubmit, request.containsEnd),
      removeStar: request.removeStar,
      excludedUids: boardExcludedUids(contest),
    },
  };
  return contest.type === ContestType.OI ? computeOiBoard(input) : computeAcmBoard(input);
}

/**
 * One page of the board: the viewer's row and the followed rows on top, then every row, searched in the
 * school and the name the contest shows; the total counts the pinned copies too, as the backend's does.
 */
export function boardPage(contest: ContestRow, request: BoardRequest, view: BoardView): Page<BoardRow> {
  const rows = arrangeRows(contestBoard(contest, request, view), {
    currentUid: view.currentUid,
    concernedUids: request.concernedList,
    keyword: request.keyword,
    rankShowName: contest.rankShowName,
  });
  return toPage(rows, { current: request.current, size: request.size });
}
