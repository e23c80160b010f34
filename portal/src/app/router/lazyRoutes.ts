import { lazyPage } from './lazyPage';

// Each page is its own chunk, fetched on first visit; the entry holds only the shell.
export const HomePage = lazyPage(() => import('../../features/home/routes/HomePage'), 'HomePage');
export const NotFoundPage = lazyPage(
  () => import('../../features/not-found/routes/NotFoundPage'),
  'NotFoundPage',
);
export const LogoutPage = lazyPage(() => import('../../features/auth/routes/LogoutPage'), 'LogoutPage');
export const PlaceholderPage = lazyPage(() => import('../pages/PlaceholderPage'), 'PlaceholderPage');
export const ResetPasswordPage = lazyPage(
  () => import('../../features/auth/routes/ResetPasswordPage'),
  'ResetPasswordPage',
);
export const UserHomePage = lazyPage(
  () => import('../../features/user-home/routes/UserHomePage'),
  'UserHomePage',
);
export const SettingsPage = lazyPage(
  () => import('../../features/settings/routes/SettingsPage'),
  'SettingsPage',
);
export const MessagesPage = lazyPage(
  () => import('../../features/messages/routes/MessagesPage'),
  'MessagesPage',
);
export const DiscussionDetailPage = lazyPage(
  () => import('../../features/discussion/routes/DiscussionDetailPage'),
  'DiscussionDetailPage',
);
