import { useCallback, useRef, useState } from 'react';
import { runBatch, type BatchOutcome, type StepResult } from './batchRun';
import type { BatchProblem } from './pickerQuery';

/** One run of an operation over some problems, as the report shows it. */
export interface BatchRunState {
  /** i18n key naming what was done ("Set visibility to Private"), with its values. */
  title: string;
  titleArgs?: Record<string, unknown>;
  problems: readonly BatchProblem[];
  outcomes: readonly BatchOutcome[];
  running: boolean;
  stopping: boolean;
}

export type BatchStep = (problem: BatchProblem) => Promise<StepResult>;

export interface BatchRunner {
  run: BatchRunState | null;
  start(
    title: string,
    titleArgs: Record<string, unknown> | undefined,
    problems: readonly BatchProblem[],
    step: BatchStep,
  ): Promise<void>;
  /** Lets the step under way finish, then marks the rest stopped. */
  stop(): void;
  /** Runs the same step again on the problems that failed or were stopped. */
  retryUnfinished(): Promise<void>;
}

/**
 * Runs one batch at a time and keeps its report until the next one starts; `onFinished` runs after each (to
 * reload what the batch changed).
 */
export function useBatchRunner(onFinished?: () => void): BatchRunner {
  const [run, setRun] = useState<BatchRunState | null>(null);
  const controller = useRef<AbortController | null>(null);
  const lastStep = useRef<BatchStep | null>(null);
  const lastRun = useRef<BatchRunState | null>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const start = useCallback<BatchRunner['start']>(async (title, titleArgs, problems, step) => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    lastStep.current = step;
    const initial: BatchRunState = {
      title,
      titleArgs,
      problems,
      outcomes: problems.map(() => ({ state: 'pending' })),
      running: true,
      stopping: false,
    };
    lastRun.current = initial;
    setRun(initial);
    const settle = (index: number, outcome: BatchOutcome) =>
      setRun((current) => {
        if (!current) return current;
        const outcomes = [...current.outcomes];
        outcomes[index] = outcome;
        const next = { ...current, outcomes };
        lastRun.current = next;
        return next;
      });
    try {
      await runBatch(problems, step, { onSettled: settle }, abort.signal);
    } finally {
      controller.current = null;
      setRun((current) => {
        const next = current && { ...current, running: false, stopping: false };
        lastRun.current = next;
        return next;
      });
      finished.current?.();
    }
  }, []);

  const stop = useCallback(() => {
    controller.current?.abort();
    setRun((current) => current && { ...current, stopping: true });
  }, []);

  const retryUnfinished = useCallback(async () => {
    const previous = lastRun.current;
    const step = lastStep.current;
    if (!previous || !step) return;
    const again = previous.problems.filter((_problem, index) => {
      const state = previous.outcomes[index]?.state;
      return state === 'failed' || state === 'stopped';
    });
    if (again.length > 0) await start(previous.title, previous.titleArgs, again, step);
  }, [start]);

  return { run, start, stop, retryUnfinished };
}
