import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { MessageKey } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { RequireFeature } from '../guards/RequireFeature';
import { RequireLogin } from '../guards/RequireLogin';
import { AppLayout } from '../layout/AppLayout';
import {
  DiscussionDetailPage,
  HomePage,
  LogoutPage,
  MessagesPage,
  NotFoundPage,
  PlaceholderPage,
  ResetPasswordPage,
  SettingsPage,
  UserHomePage,
} from './lazyRoutes';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeHandle';

/** A route of the table whose page a later issue builds. */
function Placeholder({ titleKey }: { titleKey: MessageKey }) {
  const t = useT();
  return <PlaceholderPage title={t(titleKey)} />;
}

const placeholder = (path: string, titleKey: MessageKey, handle?: RouteHandle): RouteObject => ({
  path,
  element: <Placeholder titleKey={titleKey} />,
  handle,
});

const loginOnly = (route: RouteObject): RouteObject => ({
  ...route,
  element: <RequireLogin>{(route.element as ReactNode) ?? <Outlet />}</RequireLogin>,
});

const discussionOnly = (route: RouteObject): RouteObject => ({
  ...route,
  element: <RequireFeature feature="openPublicDiscussion">{route.element as ReactNode}</RequireFeature>,
});

const problemPage: RouteHandle = { hideFooter: true };

/** The portal's route table (spec 002 §2.1, spec 000 §2), in the order of the spec. */
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
          placeholder('problem', 'nav.problems'),
          placeholder('problem/:problemID', 'page.problemDetails', problemPage),
          placeholder(
            'training/:trainingID/problem/:problemID/full-screen',
            'page.problemDetails',
            problemPage,
          ),
          loginOnly(
            placeholder(
              'contest/:contestID/problem/:problemID/full-screen',
              'page.problemDetails',
              problemPage,
            ),
          ),
          loginOnly(
            placeholder('group/:groupID/problem/:problemID/full-screen', 'page.problemDetails', problemPage),
          ),
          loginOnly(
            placeholder(
              'group/:groupID/training/:trainingID/problem/:problemID/full-screen',
              'page.problemDetails',
              problemPage,
            ),
          ),
          placeholder('training', 'nav.training'),
          placeholder('training/:trainingID/*', 'page.trainingDetails'),
          placeholder('contest', 'nav.contest'),
          placeholder('contest/acm-scoreboard/:contestID', 'page.scoreboard'),
          placeholder('contest/oi-scoreboard/:contestID', 'page.scoreboard'),
          loginOnly(placeholder('contest/:contestID/*', 'page.contestDetails')),
          placeholder('status', 'nav.status'),
          placeholder('submission-detail/:submitID', 'page.submissionDetails'),
          placeholder('acm-rank', 'nav.acmRank'),
          placeholder('oi-rank', 'nav.oiRank'),
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'user-home', element: <UserHomePage /> },
          loginOnly({ path: 'setting', element: <SettingsPage /> }),
          loginOnly({ path: 'logout', element: <LogoutPage /> }),
          discussionOnly(placeholder('discussion', 'nav.discussion')),
          discussionOnly(placeholder('discussion/:problemID', 'nav.discussion')),
          discussionOnly({ path: 'discussion-detail/:discussionID', element: <DiscussionDetailPage /> }),
          placeholder('group', 'nav.group'),
          loginOnly(placeholder('group/:groupID/*', 'page.groupDetails')),
          placeholder('introduction', 'nav.introduction'),
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
          placeholder('scrollBoard', 'page.scrollBoard'),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
