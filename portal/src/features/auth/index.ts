/**
 * The auth feature's public face. Its pages are exported as loaders only, so importing this index (the router
 * and the shell do) never pulls a page into the entry chunk; the login dialog's host and the logout hook belong
 * to the shell, and the dialogs themselves load on their own (LoginDialogHost).
 */
export const loadLogoutPage = () => import('./routes/LogoutPage');
export const loadResetPasswordPage = () => import('./routes/ResetPasswordPage');

export { LoginDialogHost } from './components/LoginDialogHost';
export { useLogout } from './hooks/useLogout';
// Logs in and stores the user in the session, as the login dialog does; tests log in with it.
export { login } from './api/authApi';
