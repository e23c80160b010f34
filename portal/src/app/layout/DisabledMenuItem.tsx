import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { LockIcon } from '@portal/shared/ui/icons';

interface TipPosition {
  top: number;
  left: number;
}

/**
 * A menu entry that exists but cannot be opened yet: a disabled link (no address, `aria-disabled`), still in the
 * tab order so keyboard and screen-reader users meet it and hear why (its description). Sighted users see the
 * reason in a tooltip on hover, focus or tap; Escape hides it. The tooltip is put on the page's body because
 * the menu scrolls sideways and would clip it.
 */
export function DisabledMenuItem({ label, reason }: { label: string; reason: string }) {
  const descriptionId = useId();
  const ref = useRef<HTMLSpanElement>(null);
  const [tip, setTip] = useState<TipPosition | null>(null);

  const show = () => {
    const box = ref.current?.getBoundingClientRect();
    if (!box) return;
    // Centred under the entry (under the start of a full-width row in the phone panel), but kept inside the
    // window; the tooltip is at most 280 px wide.
    const half = Math.min(140, window.innerWidth / 2 - 12);
    const centre = box.width > 2 * half ? box.left + half : box.left + box.width / 2;
    setTip({
      top: box.bottom + 6,
      left: Math.min(Math.max(centre, 12 + half), window.innerWidth - 12 - half),
    });
  };
  const hide = () => setTip(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && tip) {
      // Only the tooltip closes; the menu panel (on a phone) stays open.
      event.stopPropagation();
      hide();
    }
  };

  return (
    <>
      <span
        ref={ref}
        role="link"
        aria-disabled="true"
        tabIndex={0}
        aria-describedby={descriptionId}
        className="main-menu__link main-menu__link--disabled"
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onClick={show}
        onKeyDown={onKeyDown}
      >
        <LockIcon />
        {label}
      </span>
      <span id={descriptionId} className="visually-hidden">
        {reason}
      </span>
      {tip
        ? createPortal(
            // The description above is what assistive technology reads; this is its visible copy.
            <div
              className="menu-tip"
              role="tooltip"
              aria-hidden="true"
              style={{ top: tip.top, left: tip.left }}
            >
              {reason}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
