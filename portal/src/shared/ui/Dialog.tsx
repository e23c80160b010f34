import { useEffect, useId, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@portal/i18n/useT';
import { CloseIcon } from './icons';
import './Dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements outside the dialog that stay usable while it is open (the toast region must still be announced). */
const KEEP_ACTIVE = '[data-keep-active]';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Account dialogs are 370 px wide (full width on narrow screens). */
  width?: number;
  /** The element to focus first; defaults to the first focusable element in the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `side`: a sheet along the right edge (from the bottom on phones) for a tool beside the page's work. */
  placement?: 'center' | 'side';
}

/**
 * A modal dialog: labelled, focus moves in and is trapped, Escape or the close button closes it and focus
 * goes back where it was. Clicking the backdrop deliberately does nothing, so typed input is never lost by a
 * stray click.
 */
export function Dialog({
  title,
  onClose,
  children,
  width = 370,
  initialFocusRef,
  placement = 'center',
}: DialogProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const host = panel.closest<HTMLElement>('.dialog-backdrop');
    const inerted: HTMLElement[] = [];
    for (const element of Array.from(document.body.children)) {
      if (
        element instanceof HTMLElement &&
        element !== host &&
        !element.matches(KEEP_ACTIVE) &&
        !element.hasAttribute('inert')
      ) {
        element.setAttribute('inert', '');
        inerted.push(element);
      }
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const first = initialFocusRef?.current ?? panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const head = focusables[0];
      const tail = focusables[focusables.length - 1];
      if (!head || !tail) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === head || !panel.contains(document.activeElement))) {
        event.preventDefault();
        tail.focus();
      } else if (
        !event.shiftKey &&
        (document.activeElement === tail || !panel.contains(document.activeElement))
      ) {
        event.preventDefault();
        head.focus();
      }
    };
    panel.addEventListener('keydown', onKeyDown);

    return () => {
      panel.removeEventListener('keydown', onKeyDown);
      for (const element of inerted) element.removeAttribute('inert');
      document.body.style.overflow = previousOverflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [initialFocusRef]);

  return createPortal(
    <div className={placement === 'side' ? 'dialog-backdrop dialog-backdrop--side' : 'dialog-backdrop'}>
      <div
        ref={panelRef}
        className={placement === 'side' ? 'dialog dialog--side' : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ '--dialog-width': `${width}px` } as CSSProperties}
      >
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('ui.close')}>
            <CloseIcon />
          </button>
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
