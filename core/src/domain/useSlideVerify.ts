import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  PICTURE_WIDTH,
  SLIDER_MAX,
  clampSlider,
  isSolved,
  keyMove,
  proximity,
  randomTarget,
  type Proximity,
} from './slideVerify';

export type SlideOutcome = 'idle' | 'failed' | 'passed';

interface SlideVerifyOptions {
  /** Called once the piece was released on the gap. */
  onVerified: () => void;
  /** Source of the gap positions; tests pass a fixed one. */
  random?: () => number;
}

interface DragStart {
  pointerId: number;
  startX: number;
  startValue: number;
}

/**
 * The slide-verify puzzle's behaviour, shared by both apps' login forms (each draws it its own way): the piece
 * moves by pointer drag or by keyboard (arrows by one pixel, PageUp/PageDown by ten, Home/End, Enter or Space
 * releases). Released on the gap it passes and stays passed; otherwise the outcome is 'failed' and a new gap is
 * drawn with the piece back at the start. `handleProps` go on the element with `role="slider"`; `trackRef` on
 * the track it moves along, whose width turns pointer pixels into the picture's logical ones.
 */
export function useSlideVerify({ onVerified, random }: SlideVerifyOptions) {
  const [target, setTarget] = useState(() => randomTarget(random));
  const [value, setValue] = useState(0);
  const [outcome, setOutcome] = useState<SlideOutcome>('idle');
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<DragStart | null>(null);
  const passed = outcome === 'passed';

  const release = (at: number) => {
    if (passed) return;
    if (isSolved(at, target)) {
      setOutcome('passed');
      onVerified();
      return;
    }
    setOutcome('failed');
    setTarget(randomTarget(random));
    setValue(0);
  };

  const valueAt = (clientX: number, start: DragStart) => {
    // Without a layout (or before one) the track measures 0 wide: the logical width applies then.
    const width = trackRef.current?.getBoundingClientRect().width || PICTURE_WIDTH;
    return clampSlider(start.startValue + ((clientX - start.startX) * PICTURE_WIDTH) / width);
  };

  const handleProps = {
    role: 'slider',
    tabIndex: 0,
    'aria-valuemin': 0,
    'aria-valuemax': SLIDER_MAX,
    'aria-valuenow': value,
    'aria-disabled': passed ? true : undefined,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (passed) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        release(value);
        return;
      }
      const next = keyMove(event.key, value);
      if (next === null) return;
      event.preventDefault();
      setValue(next);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (passed || event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.focus();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = { pointerId: event.pointerId, startX: event.clientX, startValue: value };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (current?.pointerId === event.pointerId) setValue(valueAt(event.clientX, current));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (current?.pointerId !== event.pointerId) return;
      drag.current = null;
      const at = valueAt(event.clientX, current);
      setValue(at);
      release(at);
    },
    onPointerCancel: () => {
      drag.current = null;
    },
  } as const;

  const where: Proximity = proximity(value, target);
  return { target, value, outcome, passed, where, trackRef, handleProps };
}
