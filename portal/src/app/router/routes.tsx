import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { ContestType } from '@generated/model/index';
import { ContestAdminPagesGuard, ContestPagesGuard, GroupPagesGuard } from '../guards/AreaGuard';
import type { RouteRequirement } from '../guards/guardDecision';
import { RouteGuard } from '../guards/RouteGuard';
import { AppLayout } from '../layout/AppLayout';
import {
  ContestAcInfoPage,
  ContestAdminPrintPage,
  ContestAnnouncementsPage,
  ContestHomePage,
  ContestLayout,
  ContestListPage,
  ContestCommentPage,
  ContestPrintPage,
  ContestProblemsPage,
  ContestRankPage,
  ContestRejudgePage,
  ContestScrollBoardConfigPage,
  DiscussionDetailPage,
  DiscussionListPage,
  GroupLayout,
  GroupListPage,
  GroupProblemEditorPage,
  GroupTabPage,
  HomePage,
  IntroductionPage,
  LogoutPage,
  MessagesPage,
  NotFoundPage,
  OutsideBoardPage,
  ProblemDetailsPage,
  ProblemListPage,
  RankListPage,
  ResetPasswordPage,
  ScrollBoardPage,
  SettingsPage,
  SubmissionDetailPage,
  SubmissionListPage,
  TrainingHomePage,
  TrainingLayout,
  TrainingListPage,
  TrainingProblemsPage,
  TrainingRankPage,
  UserHomePage,
} from './lazyRoutes';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeHandle';

/** The route's page (or, for a route with children, its outlet) behind the navigation guard. */
const guarded = (requires: RouteRequirement, route: RouteObject): RouteObject => ({
  ...route,
  element: <RouteGuard requires={requires}>{(route.element as ReactNode) ?? <Outlet />}</RouteGuard>,
});

const loginOnly = (route: RouteObject) => guarded({ login: true }, route);

/** The footer is hidden on problem details and on focus-mode (full-screen) problem pages. */
const problemPage: RouteHandle = { hideFooter: true };
/** Focus mode keeps only the problem: no top navigation either. */
const focusPage: RouteHandle = { hideFooter: true, hideNav: true };

const problemDetails = (path: string): RouteObject => ({
  path,
  element: <ProblemDetailsPage />,
  handle: path.endsWith('/full-screen') ? focusPage : problemPage,
});

/**
 * TrainingDetails and its children; the group variant lives under /group/{groupID}/training. The home, problems
 * and rank tabs share the training's header (TrainingLayout); a problem of it has the problem page's own layout.
 */
const trainingChildren = (): RouteObject[] => [
  {
    element: <TrainingLayout />,
    children: [
      { index: true, element: <TrainingHomePage /> },
      { path: 'problems', element: <TrainingProblemsPage /> },
      { path: 'rank', element: <TrainingRankPage /> },
    ],
  },
  problemDetails('problem/:problemID'),
];

/**
 * ContestDetails (login required) and its children, inside the contest shell (ContestLayout: the contest's
 * header and the unread-announcement check). Every page but the contest home (where the password form
 * is) is closed while the contest is scheduled, or private without access; rejudge is the super admin's, who
 * is never kept out.
 */
const contestRoute = (): RouteObject =>
  loginOnly({
    path: 'contest/:contestID',
    element: <ContestLayout />,
    children: [
      { index: true, element: <ContestHomePage /> },
      guarded({ superAdmin: true }, { path: 'rejudge', element: <ContestRejudgePage /> }),
      {
        element: <ContestPagesGuard />,
        children: [
          { path: 'submissions', element: <SubmissionListPage /> },
          { path: 'problem/:problemID/submission-detail/:submitID', element: <SubmissionDetailPage /> },
          { path: 'problems', element: <ContestProblemsPage /> },
          problemDetails('problem/:problemID'),
          problemDetails('problem/:problemID/full-screen'),
          { path: 'announcements', element: <ContestAnnouncementsPage /> },
          { path: 'rank', element: <ContestRankPage /> },
          guarded({ feature: 'openContestComment' }, { path: 'comment', element: <ContestCommentPage /> }),
          { path: 'print', element: <ContestPrintPage /> },
          {
            element: <ContestAdminPagesGuard />,
            children: [
              { path: 'ac-info', element: <ContestAcInfoPage /> },
              { path: 'admin-print', element: <ContestAdminPrintPage /> },
              { path: 'scroll-board', element: <ContestScrollBoardConfigPage /> },
            ],
          },
        ],
      },
    ],
  });

/**
 * GroupDetails (login required) and its children; the group discussion pages need their switch. Every page
 * but the group home (where the join button is) is for members and the super admin only. The tabs sit in the
 * group's frame (GroupLayout: header and tabs); the group's own tabs (home, announcement, problem, training,
 * contest, member, setting, rank) are one page that reads `:tab`. A problem or a training of the group has its
 * own layout.
 */
const groupRoute = (): RouteObject => {
  const groupDiscussion = (route: RouteObject) => guarded({ feature: 'openGroupDiscussion' }, route);
  return loginOnly({
    path: 'group/:groupID',
    children: [
      {
        element: <GroupLayout />,
        children: [
          { index: true, element: <GroupTabPage /> },
          {
            element: <GroupPagesGuard />,
            children: [
              { path: 'status', element: <SubmissionListPage /> },
              { path: 'submission-detail/:submitID', element: <SubmissionDetailPage /> },
              groupDiscussion({ path: 'discussion', element: <DiscussionListPage /> }),
              groupDiscussion({ path: 'discussion/:problemID', element: <DiscussionListPage /> }),
              groupDiscussion({ path: 'discussion-detail/:discussionID', element: <DiscussionDetailPage /> }),
              { path: 'problem-admin/new', element: <GroupProblemEditorPage /> },
              { path: 'problem-admin/:pid', element: <GroupProblemEditorPage /> },
              { path: ':tab', element: <GroupTabPage /> },
            ],
          },
        ],
      },
      {
        element: <GroupPagesGuard />,
        children: [
          problemDetails('problem/:problemID'),
          problemDetails('problem/:problemID/full-screen'),
          { path: 'training/:trainingID', children: trainingChildren() },
          problemDetails('training/:trainingID/problem/:problemID/full-screen'),
        ],
      },
    ],
  });
};

const discussionOnly = (route: RouteObject) => guarded({ feature: 'openPublicDiscussion' }, route);

/** The portal's route table: the HOJ front end's paths in its order. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          { path: 'home', element: <HomePage /> },
          { path: 'problem', element: <ProblemListPage /> },
          problemDetails('problem/:problemID'),
          problemDetails('training/:trainingID/problem/:problemID/full-screen'),
          { path: 'training', element: <TrainingListPage /> },
          // A training needs a login, as the server's training calls do: a visitor gets the login dialog.
          loginOnly({ path: 'training/:trainingID', children: trainingChildren() }),
          { path: 'contest', element: <ContestListPage /> },
          {
            path: 'contest/acm-scoreboard/:contestID',
            element: <OutsideBoardPage key="acm" rule={ContestType.ACM} />,
          },
          {
            path: 'contest/oi-scoreboard/:contestID',
            element: <OutsideBoardPage key="oi" rule={ContestType.OI} />,
          },
          contestRoute(),
          { path: 'status', element: <SubmissionListPage /> },
          { path: 'submission-detail/:submitID', element: <SubmissionDetailPage /> },
          { path: 'acm-rank', element: <RankListPage key="acm" rule={ContestType.ACM} /> },
          { path: 'oi-rank', element: <RankListPage key="oi" rule={ContestType.OI} /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'user-home', element: <UserHomePage /> },
          loginOnly({ path: 'setting', element: <SettingsPage /> }),
          loginOnly({ path: 'logout', element: <LogoutPage /> }),
          discussionOnly({ path: 'discussion', element: <DiscussionListPage /> }),
          discussionOnly({ path: 'discussion/:problemID', element: <DiscussionListPage /> }),
          discussionOnly({ path: 'discussion-detail/:discussionID', element: <DiscussionDetailPage /> }),
          { path: 'group', element: <GroupListPage /> },
          groupRoute(),
          { path: 'introduction', element: <IntroductionPage /> },
          loginOnly({
            path: 'message',
            children: [
              { index: true, element: <Navigate to="/message/discuss" replace /> },
              ...['discuss', 'reply', 'like', 'sys', 'mine'].map((tab) => ({
                path: tab,
                element: <MessagesPage />,
              })),
            ],
          }),
          // A screen of its own for a projector: neither navigation nor footer.
          { path: 'scrollBoard', element: <ScrollBoardPage />, handle: { hideFooter: true, hideNav: true } },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
