import { useRef } from 'react';
import { Dialog } from './Dialog';
import { Spinner } from './icons';
import './ConfirmDialog.css';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: the buttons wait, the dialog stays. */
  busy?: boolean;
}

/**
 * Asks before something that cannot be undone (deleting a comment, clearing a message box). Focus starts on
 * Cancel, so an Enter pressed by habit does not delete anything.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} onClose={busy ? () => undefined : onCancel} initialFocusRef={cancelRef} width={420}>
      <p className="confirm-dialog__message">{message}</p>
      <div className="confirm-dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          onClick={onCancel}
          disabled={busy}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? <Spinner /> : null}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
