/**
 * What the board bench watches inside the page. Everything here runs in the browser (through `pageScript`), on
 * the production build as users get it: nothing is added to the app.
 *
 * Rows drawn are counted the way `watchRowRenders` counts them (a row's component ran), from outside: the bench
 * stands in for React's developer-tools hook, which React calls after every commit in production builds too,
 * and after each commit looks at the board's rows. React writes a host element's props object onto the element
 * (`__reactProps$…`) whenever the element gets a new one, and a row's `<tr>` gets a new props object exactly
 * when the row's component ran (its JSX made a new element); a row kept by the memo keeps its old object. So a
 * row whose props object was not seen before was drawn, or newly mounted, in that commit. A MutationObserver
 * beside it counts the rows whose DOM actually changed.
 */

export interface LongTask {
  start: number;
  duration: number;
}

export interface Commit {
  at: number;
  /** Board rows drawn (or mounted) in this commit. */
  rows: number;
  /** The board still says it is loading (`aria-busy` on the box around its table): a refresh is on its way. */
  busy: boolean;
}

interface Probe {
  /** The commit that first put a board row in the document. */
  firstRowAt: number | null;
  longTasks: LongTask[];
  frames: number[];
  recording: boolean;
  counting: boolean;
  seen: WeakSet<object>;
  commits: Commit[];
  changed: Set<Element>;
  observer: MutationObserver | null;
  propsKey: string | null;
}

type ProbeWindow = Window & { __boardProbe: Probe; __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };

/** Installed before the page's scripts: long tasks, the first row, and the stand-in developer-tools hook. */
export function installBoardProbe(): void {
  const probe: Probe = {
    firstRowAt: null,
    longTasks: [],
    frames: [],
    recording: false,
    counting: false,
    seen: new WeakSet(),
    commits: [],
    changed: new Set(),
    observer: null,
    propsKey: null,
  };
  const win = window as unknown as ProbeWindow;
  win.__boardProbe = probe;
  // The board bench reads its requests' timings after many others (the build's chunks, every refresh).
  performance.setResourceTimingBufferSize(2000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  const propsOf = (row: Element): object | undefined => {
    probe.propsKey ??= Object.keys(row).find((key) => key.startsWith('__reactProps$')) ?? null;
    return probe.propsKey === null
      ? undefined
      : ((row as unknown as Record<string, object>)[probe.propsKey] ?? undefined);
  };
  const afterCommit = () => {
    if (probe.firstRowAt === null && document.querySelector('tr.board__row'))
      probe.firstRowAt = performance.now();
    if (!probe.counting) return;
    let rows = 0;
    for (const row of Array.from(document.querySelectorAll('tr.board__row'))) {
      const props = propsOf(row);
      if (props && !probe.seen.has(props)) {
        probe.seen.add(props);
        rows += 1;
      }
    }
    const busy = document.querySelector('section.board > [aria-busy="true"]') !== null;
    probe.commits.push({ at: performance.now(), rows, busy });
  };
  const none = () => undefined;
  win.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: none,
    onScheduleFiberRoot: none,
    onCommitFiberUnmount: none,
    onPostCommitFiberRoot: none,
    onCommitFiberRoot: afterCommit,
  };
}

/** Every long task so far (50 ms or more), from the navigation on. */
export function longTasksSoFar(): LongTask[] {
  return (window as unknown as ProbeWindow).__boardProbe.longTasks;
}

/** When the first rows were in the document (ms since the navigation), or null while none are. */
export function firstRowAt(): number | null {
  return (window as unknown as ProbeWindow).__boardProbe.firstRowAt;
}

/**
 * Scrolls the board's box from the top to the bottom, `stepRows` rows further in every frame (the main thread moves it,
 * so a frame the page is slow to draw shows as a long one), and gives the frames' times and the long tasks.
 */
export function scrollThrough(stepRows: number): Promise<{ frames: number[]; longTasks: LongTask[] }> {
  const probe = (window as unknown as ProbeWindow).__boardProbe;
  const box = document.querySelector('.board__scroll');
  const first = box?.querySelector('tr.board__row');
  if (!box || !first) throw new Error('no board on the page');
  const stepPx = stepRows * first.getBoundingClientRect().height;
  box.scrollTop = 0;
  return new Promise((done) => {
    const frames: number[] = [];
    const from = performance.now();
    const step = (at: number) => {
      frames.push(at);
      if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) {
        const to = performance.now();
        done({ frames, longTasks: probe.longTasks.filter((task) => task.start >= from && task.start <= to) });
        return;
      }
      box.scrollTop += stepPx;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/** Scrolls the board so that the row at `position` (0-based) is the first in view; gives the positions in view. */
export function scrollToRow(position: number): Promise<number[]> {
  const box = document.querySelector('.board__scroll');
  const first = box?.querySelector('tr.board__row');
  if (!box || !first) throw new Error('no board on the page');
  // Every row is as tall as the first (the table holds them to one height).
  box.scrollTop = position * first.getBoundingClientRect().height;
  return new Promise((done) =>
    // Two frames: the scroll is handled and the rows it brings are drawn.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const view = box.getBoundingClientRect();
        const head = box.querySelector('thead')?.getBoundingClientRect().height ?? 0;
        const inView = Array.from(box.querySelectorAll('tr.board__row'))
          .filter((row) => {
            const rect = row.getBoundingClientRect();
            return rect.top >= view.top + head - 1 && rect.bottom <= view.bottom + 1;
          })
          // aria-rowindex counts the head as row 1.
          .map((row) => Number(row.getAttribute('aria-rowindex')) - 2);
        done(inView);
      }),
    ),
  );
}

/** From now on: every frame's time, the rows drawn in each commit, and the rows whose DOM changes. */
export function armRefreshWatch(): number {
  const probe = (window as unknown as ProbeWindow).__boardProbe;
  const rows = Array.from(document.querySelectorAll('tr.board__row'));
  probe.seen = new WeakSet();
  for (const row of rows) {
    const key = probe.propsKey ?? Object.keys(row).find((name) => name.startsWith('__reactProps$'));
    const props = key ? (row as unknown as Record<string, object>)[key] : undefined;
    if (props) probe.seen.add(props);
  }
  probe.commits = [];
  probe.changed = new Set();
  probe.observer?.disconnect();
  const body = document.querySelector('.board__table tbody');
  probe.observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const row = target?.closest('tr.board__row');
      if (row) probe.changed.add(row);
      for (const node of Array.from(record.addedNodes))
        if (node instanceof Element && node.matches('tr.board__row')) probe.changed.add(node);
    }
  });
  if (body)
    probe.observer.observe(body, { subtree: true, childList: true, attributes: true, characterData: true });
  probe.counting = true;
  if (!probe.recording) {
    probe.recording = true;
    probe.frames = [];
    const tick = (at: number) => {
      if (!probe.recording) return;
      probe.frames.push(at);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }
  return rows.length;
}

export interface RefreshWatch {
  /** The board request's start and the end of its answer, as the page's resource timing has them. */
  request: { start: number; end: number; bytes: number } | null;
  commits: Commit[];
  rowsChanged: number;
  frames: number[];
  longTasks: LongTask[];
}

/** What happened since `armRefreshWatch` around the latest board request whose URL holds `path`. */
export function readRefreshWatch(path: string): RefreshWatch {
  const probe = (window as unknown as ProbeWindow).__boardProbe;
  const entries = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes(path)) as PerformanceResourceTiming[];
  const last = entries[entries.length - 1];
  const request = last ? { start: last.startTime, end: last.responseEnd, bytes: last.decodedBodySize } : null;
  const result: RefreshWatch = {
    request,
    commits: probe.commits,
    rowsChanged: probe.changed.size,
    frames: probe.frames,
    longTasks: probe.longTasks,
  };
  probe.counting = false;
  probe.observer?.disconnect();
  return result;
}

/** The board request the page made first (its load), as the resource timing has it. */
export function firstBoardRequest(path: string): { start: number; end: number; bytes: number } | null {
  const entry = performance.getEntriesByType('resource').find((item) => item.name.includes(path)) as
    PerformanceResourceTiming | undefined;
  return entry ? { start: entry.startTime, end: entry.responseEnd, bytes: entry.decodedBodySize } : null;
}
