import type { ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '@portal/i18n/useT';
import { dismissToast, toastsSignal, type Toast, type ToastKind } from '@portal/shared/toast/toastStore';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '@portal/shared/ui/icons';
import './ToastRegion.css';

const ICONS: Record<ToastKind, ComponentType> = {
  success: CheckIcon,
  info: InfoIcon,
  warning: AlertIcon,
  error: AlertIcon,
};

/**
 * Toasts live outside the app root (and stay active while a modal dialog makes the rest inert), so a message
 * is announced even while the login dialog is open. Errors are alerts, which screen readers announce as they
 * appear; the others go into a polite live region that is always on the page, because a status region that
 * arrives together with its text is often not read out at all.
 */
export function ToastRegion() {
  useSignals();
  const t = useT();
  const toasts = toastsSignal.value;
  const renderToast = (toast: Toast) => {
    const Icon = ICONS[toast.kind];
    return (
      <div
        key={toast.id}
        className={`toast toast--${toast.kind}`}
        role={toast.kind === 'error' ? 'alert' : 'status'}
      >
        <Icon />
        <p className="toast__message">{toast.message}</p>
        <button
          type="button"
          className="toast__close"
          onClick={() => dismissToast(toast.id)}
          aria-label={t('ui.dismiss')}
        >
          <CloseIcon />
        </button>
      </div>
    );
  };
  return createPortal(
    <section className="toast-region" data-keep-active="" aria-label={t('ui.notifications')}>
      <div className="toast-region__stack">
        {toasts.filter((toast) => toast.kind === 'error').map(renderToast)}
      </div>
      <div className="toast-region__stack" aria-live="polite" aria-relevant="additions">
        {toasts.filter((toast) => toast.kind !== 'error').map(renderToast)}
      </div>
    </section>,
    document.body,
  );
}
