import { loadLogoutPage, loadResetPasswordPage } from '@portal/features/auth';
import {
  loadContestAcInfoPage,
  loadContestAdminPrintPage,
  loadContestAnnouncementsPage,
  loadContestHomePage,
  loadContestListPage,
  loadContestPrintPage,
  loadContestProblemsPage,
  loadContestRankPage,
  loadContestRejudgePage,
  loadContestScrollBoardConfigPage,
  loadOutsideBoardPage,
  loadScrollBoardPage,
} from '@portal/features/contests';
import { loadDiscussionListPage } from '@portal/features/discussion';
import { loadGroupListPage, loadGroupPages, loadGroupProblemEditor } from '@portal/features/groups';
import { loadIntroductionPage } from '@portal/features/introduction';
import { loadMessagesPage } from '@portal/features/messages';
import { loadNotFoundPage } from '@portal/features/not-found';
import { loadProblemListPage } from '@portal/features/problems';
import { loadRankListPage } from '@portal/features/ranks';
import { loadSettingsPage } from '@portal/features/settings';
import { loadSubmissionDetailPage, loadSubmissionListPage } from '@portal/features/submissions';
import { loadTrainingListPage, loadTrainingPages } from '@portal/features/trainings';
import { loadUserHomePage } from '@portal/features/user-home';
import { loadContestCommentRoute } from '../pages/ContestCommentRoute';
import { loadContestLayout } from '../layout/contest/loadContestLayout';
import { loadDiscussionDetailRoute } from '../pages/DiscussionDetailRoute';
import { loadHomeRoute } from '../pages/HomeRoute';
import { loadProblemDetailsRoute } from '../pages/ProblemDetailsRoute';
import { lazyPage } from './lazyPage';

// Each page is its own chunk, fetched on first visit; the entry holds only the shell. A page that shows
// another feature's panel is composed in app/pages, which fetches both chunks at once.
export const HomePage = lazyPage(loadHomeRoute, 'HomeRoute');
export const NotFoundPage = lazyPage(loadNotFoundPage, 'NotFoundPage');
export const LogoutPage = lazyPage(loadLogoutPage, 'LogoutPage');
export const ResetPasswordPage = lazyPage(loadResetPasswordPage, 'ResetPasswordPage');
export const UserHomePage = lazyPage(loadUserHomePage, 'UserHomePage');
export const SettingsPage = lazyPage(loadSettingsPage, 'SettingsPage');
export const MessagesPage = lazyPage(loadMessagesPage, 'MessagesPage');
export const DiscussionDetailPage = lazyPage(loadDiscussionDetailRoute, 'DiscussionDetailRoute');
export const DiscussionListPage = lazyPage(loadDiscussionListPage, 'DiscussionListPage');
export const ProblemDetailsPage = lazyPage(loadProblemDetailsRoute, 'ProblemDetailsRoute');
export const SubmissionListPage = lazyPage(loadSubmissionListPage, 'SubmissionListPage');
export const SubmissionDetailPage = lazyPage(loadSubmissionDetailPage, 'SubmissionDetailPage');
export const ProblemListPage = lazyPage(loadProblemListPage, 'ProblemListPage');
export const IntroductionPage = lazyPage(loadIntroductionPage, 'IntroductionPage');
export const RankListPage = lazyPage(loadRankListPage, 'RankListPage');
export const ContestProblemsPage = lazyPage(loadContestProblemsPage, 'ContestProblemsPage');
export const ContestLayout = lazyPage(loadContestLayout, 'ContestLayout');
export const ContestListPage = lazyPage(loadContestListPage, 'ContestListPage');
export const ContestHomePage = lazyPage(loadContestHomePage, 'ContestHomePage');
export const ContestAnnouncementsPage = lazyPage(loadContestAnnouncementsPage, 'ContestAnnouncementsPage');
export const ContestRankPage = lazyPage(loadContestRankPage, 'ContestRankPage');
export const OutsideBoardPage = lazyPage(loadOutsideBoardPage, 'OutsideBoardPage');
export const ContestAcInfoPage = lazyPage(loadContestAcInfoPage, 'ContestAcInfoPage');
export const ContestPrintPage = lazyPage(loadContestPrintPage, 'ContestPrintPage');
export const ContestAdminPrintPage = lazyPage(loadContestAdminPrintPage, 'ContestAdminPrintPage');
export const ContestScrollBoardConfigPage = lazyPage(
  loadContestScrollBoardConfigPage,
  'ContestScrollBoardConfigPage',
);
export const ContestRejudgePage = lazyPage(loadContestRejudgePage, 'ContestRejudgePage');
export const ContestCommentPage = lazyPage(loadContestCommentRoute, 'ContestCommentRoute');
export const ScrollBoardPage = lazyPage(loadScrollBoardPage, 'ScrollBoardPage');
export const TrainingListPage = lazyPage(loadTrainingListPage, 'TrainingListPage');
// A training's layout and tabs share one chunk.
export const TrainingLayout = lazyPage(loadTrainingPages, 'TrainingLayout');
export const TrainingHomePage = lazyPage(loadTrainingPages, 'TrainingHomePage');
export const TrainingProblemsPage = lazyPage(loadTrainingPages, 'TrainingProblemsPage');
export const TrainingRankPage = lazyPage(loadTrainingPages, 'TrainingRankPage');
export const GroupListPage = lazyPage(loadGroupListPage, 'GroupListPage');
// A group's frame and the page of each of its own tabs share one chunk.
export const GroupLayout = lazyPage(loadGroupPages, 'GroupLayout');
export const GroupTabPage = lazyPage(loadGroupPages, 'GroupTabPage');
export const GroupProblemEditorPage = lazyPage(loadGroupProblemEditor, 'GroupProblemEditorPage');
