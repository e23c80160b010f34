import { lazy, Suspense, useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { whenIdle } from '@hoj/core/lazy/whenIdle';
import { loginDialogSignal } from '@portal/shared/auth/loginDialogState';

const loadLoginDialog = () => import('./LoginDialog');
const LoginDialog = lazy(() => loadLoginDialog().then((module) => ({ default: module.LoginDialog })));

/**
 * Where the account dialogs open. Their forms (login, register, reset, the slide puzzle) stay out of the entry
 * chunk: fetched when the browser is idle after the first page, or at once when a dialog opens first. Once
 * there they stay mounted, so focus goes back to the opener when they close.
 */
export function LoginDialogHost() {
  useSignals();
  const open = loginDialogSignal.value.open;
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => whenIdle(() => void loadLoginDialog().catch(() => undefined)), []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
