import {
  useId,
  useRef,
  useState,
  type FocusEventHandler,
  type KeyboardEventHandler,
  type MouseEventHandler,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import './Tip.css';

/** What the trigger of a tip (a button) spreads onto itself. */
export interface TipTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  'aria-describedby': string;
  onMouseEnter: MouseEventHandler;
  onMouseLeave: MouseEventHandler;
  onFocus: FocusEventHandler;
  onBlur: FocusEventHandler;
  onKeyDown: KeyboardEventHandler;
}

interface TipProps {
  /** The explanation: the trigger's accessible description, shown beside it on hover or focus. */
  text: string;
  children: (trigger: TipTriggerProps) => ReactNode;
}

interface Place {
  top: number;
  left: number;
}

const HALF_WIDTH = 140;

/**
 * A short explanation of a control (a rule's scoring, what a contest's access means). Screen readers hear it as
 * the control's description; sighted users see it on hover or keyboard focus, above the control, and Escape hides
 * it. It is drawn on the page's body, so a list that scrolls sideways does not clip it.
 */
export function Tip({ text, children }: TipProps) {
  const id = useId();
  const ref = useRef<HTMLButtonElement>(null);
  const [place, setPlace] = useState<Place | null>(null);

  const show = () => {
    const box = ref.current?.getBoundingClientRect();
    if (!box) return;
    const half = Math.min(HALF_WIDTH, window.innerWidth / 2 - 12);
    const centre = box.left + box.width / 2;
    setPlace({
      top: box.top - 6,
      left: Math.min(Math.max(centre, 12 + half), window.innerWidth - 12 - half),
    });
  };
  const hide = () => setPlace(null);

  return (
    <>
      {children({
        ref,
        'aria-describedby': id,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
        onKeyDown: (event) => {
          if (event.key === 'Escape' && place) {
            event.stopPropagation();
            hide();
          }
        },
      })}
      <span id={id} className="visually-hidden">
        {text}
      </span>
      {place
        ? createPortal(
            // The description above is what assistive technology reads; this is its visible copy.
            <div className="contest-tip" role="tooltip" aria-hidden="true" style={place}>
              {text}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
