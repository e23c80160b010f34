/**
 * Long work on the main thread done in short tasks: a step at a time until the slice's budget is spent, then
 * the browser gets its turn (input, a frame) before the next slice. `scheduler.yield` is not in every
 * browser; a message on a fresh channel gives a new task at once (a zero timeout is held back to 4 ms after
 * a few nested ones, and much longer in a background tab), a timeout where there is no channel.
 */

/** Runs `resume` in a task of its own; returns the function that calls it off. */
export type NextTask = (resume: () => void) => () => void;

export const nextTask: NextTask = (resume) => {
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resume();
    };
    channel.port2.postMessage(null);
    return () => {
      channel.port1.onmessage = null;
      channel.port1.close();
    };
  }
  const timer = setTimeout(resume, 0);
  return () => clearTimeout(timer);
};

/**
 * `resume` in a task after the next frame: work that puts content on the page gives the browser a frame to lay
 * out and paint each slice's share, instead of laying out many slices' content in one long frame. (No frames
 * in a hidden tab: the work waits until the page is shown.)
 */
export const afterNextFrame: NextTask = (resume) => {
  if (typeof requestAnimationFrame !== 'function') return nextTask(resume);
  let callOffTask = () => undefined as void;
  const frame = requestAnimationFrame(() => {
    callOffTask = nextTask(resume);
  });
  return () => {
    cancelAnimationFrame(frame);
    callOffTask();
  };
};

/** How long one slice may run before it gives the browser its turn. */
export const SLICE_BUDGET_MS = 30;

export interface SliceOptions {
  budgetMs?: number;
  now?: () => number;
  next?: NextTask;
}

export interface Slices {
  /** Stops before the next step; a step under way finishes. */
  cancel(): void;
}

/**
 * Calls `step` until it returns false, starting in a task after this one: as many steps per task as fit in the
 * budget (at least one, so a step longer than the budget still makes progress), then a new task.
 */
export function runInSlices(step: () => boolean, options: SliceOptions = {}): Slices {
  const budget = options.budgetMs ?? SLICE_BUDGET_MS;
  const now = options.now ?? (() => performance.now());
  const next = options.next ?? nextTask;
  let cancelled = false;
  let callOff = () => undefined as void;

  const slice = () => {
    const start = now();
    do {
      if (cancelled) return;
      if (!step()) return;
    } while (now() - start < budget);
    if (!cancelled) callOff = next(slice);
  };

  callOff = next(slice);
  return {
    cancel() {
      cancelled = true;
      callOff();
    },
  };
}
