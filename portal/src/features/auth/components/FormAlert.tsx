import { AlertIcon, CheckIcon } from '@portal/shared/ui/icons';

/** A server's reason (role=alert) or a confirmation (role=status) inside an account form. */
export function FormAlert({ kind, message }: { kind: 'error' | 'success'; message: string | null }) {
  if (!message) return null;
  return kind === 'error' ? (
    <div className="alert alert--error" role="alert">
      <AlertIcon />
      <span>{message}</span>
    </div>
  ) : (
    <div className="alert account-alert--success" role="status">
      <CheckIcon />
      <span>{message}</span>
    </div>
  );
}
