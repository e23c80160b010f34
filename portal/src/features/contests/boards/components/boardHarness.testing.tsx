import { QueryClient } from '@tanstack/react-query';
import { setupUser } from '@hoj/core/test/user';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type {
  ACMContestRankVO,
  ACMProblemSubmissionInfo,
  ContestRankDTO,
  ContestVO,
  OIContestRankVO,
} from '@generated/model/index';
import { renderWithProviders } from '@portal/test/renderApp';
import type { BoardProblem } from '../model/boardProblem';
import { ContestBoard } from './ContestBoard';

/** Jest helpers: a board over constructed contests, problems and rows, served through msw. */

const HOUR = 3_600_000;

/** A contest of the given rule whose times put it `startedMsAgo` into a `lengthMs` run. */
export function contestOf(
  changes: Partial<ContestVO> & { startedMsAgo?: number; lengthMs?: number } = {},
): ContestVO {
  const { startedMsAgo = HOUR, lengthMs = 5 * HOUR, ...rest } = changes;
  const start = Date.now() - startedMsAgo;
  const end = start + lengthMs;
  return {
    id: 41,
    title: 'Autumn Cup',
    type: 0,
    status: Date.now() >= end ? 1 : 0,
    auth: 0,
    author: 'root',
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    duration: lengthMs / 1000,
    sealRank: false,
    rankShowName: 'username',
    allowEndSubmit: false,
    ...rest,
  };
}

export const problemsOf = (ids: readonly string[]): BoardProblem[] =>
  ids.map((displayId, index) => ({
    displayId,
    title: `Problem ${displayId}`,
    color: ['#e53935', '#1e88e5', '#43a047', '#fdd835'][index % 4] ?? null,
    ac: index,
    total: index * 3,
  }));

export function acmRecord(
  uid: string,
  changes: Partial<ACMContestRankVO> = {},
  cells: Record<string, ACMProblemSubmissionInfo> = {},
): ACMContestRankVO {
  return {
    rank: 1,
    isWinAward: false,
    uid,
    username: uid,
    realname: null,
    nickname: null,
    school: null,
    gender: 'secrecy',
    avatar: null,
    totalTime: 0,
    total: 0,
    ac: 0,
    submissionInfo: cells,
    ...changes,
  };
}

export function oiRecord(
  uid: string,
  changes: Partial<OIContestRankVO> = {},
  scores: Record<string, number | null> = {},
  times: Record<string, number> | null = null,
): OIContestRankVO {
  return {
    rank: 1,
    isWinAward: false,
    uid,
    username: uid,
    totalScore: 0,
    totalTime: 0,
    submissionInfo: scores,
    timeInfo: times,
    ...changes,
  };
}

export const rankPage = (
  records: readonly (ACMContestRankVO | OIContestRankVO)[],
  total = records.length,
) => ({
  records,
  total,
  size: 50,
  current: 1,
  pages: 1,
});

/**
 * `POST /api/get-contest-rank` answered by `answer` for each request body; the bodies are recorded in order.
 * `answer` returning null fails the request as a server error would.
 */
export function serveBoard(
  server: SetupServer,
  answer: (body: ContestRankDTO, call: number) => ReturnType<typeof rankPage> | null,
  path = '*/api/get-contest-rank',
): ContestRankDTO[] {
  const bodies: ContestRankDTO[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as ContestRankDTO;
      bodies.push(body);
      const page = answer(body, bodies.length);
      if (!page) return HttpResponse.json({ status: 500, msg: 'The board is down', data: null });
      return HttpResponse.json({ status: 200, msg: 'success', data: page });
    }),
  );
  return bodies;
}

/** The board alone, at `/board` with `search` in its address, in the portal's providers. */
export function renderBoard({
  contest,
  problems,
  source = 'inside',
  search = '',
  fakeTimers = false,
}: {
  contest: ContestVO;
  problems: readonly BoardProblem[];
  source?: 'inside' | 'outside';
  search?: string;
  /** The test runs on jest's fake timers: the user's typing advances them. */
  fakeTimers?: boolean;
}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const element = (
    <ContestBoard
      source={source}
      contest={contest}
      problems={problems}
      problemLink={source === 'inside' ? (id) => `/contest/${contest.id}/problem/${id}` : null}
    />
  );
  const router = createMemoryRouter(
    [
      { path: '/board', element },
      { path: '*', element: null },
    ],
    { initialEntries: [`/board${search}`] },
  );
  const user = setupUser(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const view = renderWithProviders(<RouterProvider router={router} />, queryClient);
  return { ...view, user, router, queryClient };
}
