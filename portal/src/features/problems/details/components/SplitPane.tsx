import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useT } from '@portal/i18n/useT';
import { useWideLayout } from '../hooks/useWideLayout';
import {
  SPLIT_DIVIDER,
  clampSplit,
  defaultSplit,
  readStoredSplit,
  splitAfterKey,
  splitBounds,
  storeSplit,
} from '../model/splitPane';

interface SplitPaneProps {
  left: ReactNode;
  right: ReactNode;
  /** Only the left pane shows; the right one stays mounted (the editor keeps its code) but hidden. */
  collapsed: boolean;
}

/** jsdom and a pane not laid out yet report 0: the window's width is the best guess then. */
const widthOf = (element: HTMLElement | null) =>
  element?.getBoundingClientRect().width || (typeof window === 'undefined' ? 0 : window.innerWidth);

/**
 * Statement left, workbench right, with a divider the pointer drags and the keyboard moves (arrows, Page
 * Up/Down, Home, End). The chosen width is remembered on this device. On narrow screens the panes stack, with
 * no divider.
 */
export function SplitPane({ left, right, collapsed }: SplitPaneProps) {
  const t = useT();
  const wide = useWideLayout();
  const leftId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [containerWidth, setContainerWidth] = useState(() => widthOf(null));
  const [chosen, setChosen] = useState<number | null>(() => readStoredSplit(localStorage));
  const dragging = useRef(false);

  useLayoutEffect(() => {
    // Stacked panes have no divider to place: measuring would only force an early layout of the whole page.
    if (!wide) return undefined;
    const element = container.current;
    setContainerWidth(widthOf(element));
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setContainerWidth(widthOf(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [wide]);

  const bounds = splitBounds(containerWidth);
  const width = chosen === null ? defaultSplit(containerWidth) : clampSplit(chosen, bounds);

  const choose = useCallback((next: number, remember: boolean) => {
    setChosen(next);
    if (remember) storeSplit(localStorage, next);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = splitAfterKey(event.key, width, splitBounds(widthOf(container.current)));
    if (next === null) return;
    event.preventDefault();
    choose(next, true);
  };

  const widthAt = (clientX: number) => {
    const box = container.current?.getBoundingClientRect();
    return clampSplit(
      clientX - (box?.left ?? 0) - SPLIT_DIVIDER / 2,
      splitBounds(widthOf(container.current)),
    );
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) choose(widthAt(event.clientX), false);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    choose(widthAt(event.clientX), true);
  };

  // A drag that loses its capture (the window lost focus) still ends.
  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    window.addEventListener('blur', stop);
    return () => window.removeEventListener('blur', stop);
  }, []);

  const split = wide && !collapsed;
  const style = split
    ? ({ '--split-left': `${width}px`, '--split-divider': `${SPLIT_DIVIDER}px` } as CSSProperties)
    : undefined;

  return (
    <div
      ref={container}
      className={`split-pane${split ? ' split-pane--split' : ''}${collapsed ? ' split-pane--collapsed' : ''}`}
      style={style}
    >
      <div id={leftId} className="split-pane__left">
        {left}
      </div>
      {split ? (
        <div
          className="split-pane__divider"
          role="separator"
          tabIndex={0}
          aria-orientation="vertical"
          aria-controls={leftId}
          aria-label={t('problemDetails.split.label')}
          aria-valuenow={width}
          aria-valuemin={bounds.min}
          aria-valuemax={bounds.max}
          aria-valuetext={t('problemDetails.split.value', { px: width })}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        />
      ) : null}
      <div className="split-pane__right" hidden={collapsed}>
        {right}
      </div>
    </div>
  );
}
