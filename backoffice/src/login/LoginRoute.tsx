import { Suspense } from 'react';
import { loginPage as LoginPage } from '@backoffice/pages';

/** react-admin's `loginPage`: the page's own chunk, with nothing on screen for the moment it may take. */
export function LoginRoute() {
  return (
    <Suspense fallback={null}>
      <LoginPage />
    </Suspense>
  );
}
