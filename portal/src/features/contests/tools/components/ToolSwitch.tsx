interface ToolSwitchProps {
  checked: boolean;
  /** A change is on its way: the switch shows it and waits. */
  busy: boolean;
  /** What is switched, for screen readers (the state is the switch's own). */
  label: string;
  onText: string;
  offText: string;
  onToggle: () => void;
}

/** An on/off switch with its state in words beside the knob, so it reads without colour too. */
export function ToolSwitch({ checked, busy, label, onText, offText, onToggle }: ToolSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={checked ? 'tool-switch tool-switch--on' : 'tool-switch'}
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      <span className="tool-switch__track" aria-hidden="true">
        <span className="tool-switch__knob" />
      </span>
      <span className="tool-switch__text">{checked ? onText : offText}</span>
    </button>
  );
}
