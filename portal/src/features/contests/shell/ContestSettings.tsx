import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '@portal/i18n/useT';
import { SettingsIcon } from '@portal/shared/ui/icons';
import { containsAfterContest, setContainsAfterContest } from '../model/contestSettings';

/**
 * The contest settings popover: a button that opens a small panel beside it with the "contains submissions
 * after contest" switch, kept per contest for the boards. Escape or a click elsewhere closes it, focus back on
 * the button.
 */
export function ContestSettings({ cid }: { cid: number }) {
  useSignals();
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const contains = containsAfterContest(cid).value;

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div ref={boxRef} className="contest-settings" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <SettingsIcon />
        {t('contests.settings.button')}
      </button>
      <div id={panelId} className="contest-settings__panel" hidden={!open}>
        <label className="contest-settings__switch">
          <input
            type="checkbox"
            role="switch"
            checked={contains}
            onChange={(event) => setContainsAfterContest(cid, event.target.checked)}
          />
          {t('contests.settings.containsAfter')}
        </label>
      </div>
    </div>
  );
}
