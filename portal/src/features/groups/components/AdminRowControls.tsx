import type { ReactNode } from 'react';

interface RowSwitchProps {
  /** Names the row: "Group 3's “Title” visible to members", read by screen readers. */
  label: string;
  checked: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

/** The visibility switch of a group admin table's row. */
export function RowSwitch({ label, checked, disabled, onToggle }: RowSwitchProps) {
  return (
    <input
      type="checkbox"
      role="switch"
      className="group-admin__switch"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onToggle}
    />
  );
}

interface RowButtonProps {
  /** The row's own name for the action ("Edit “Title”"): one table has many "Edit" buttons. */
  label: string;
  children: ReactNode;
  tone?: 'secondary' | 'ghost';
  disabled?: boolean;
  onClick: () => void;
}

/** One small action of a group admin table's row; deleting is drawn as the quieter ghost button. */
export function RowButton({ label, children, tone = 'secondary', disabled, onClick }: RowButtonProps) {
  return (
    <button
      type="button"
      className={`button button--${tone} button--small`}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
