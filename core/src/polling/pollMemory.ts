import type { QueryState } from '@tanstack/react-query';

/**
 * What a query's polling remembers between two looks at its state. react-query asks for the interval again on
 * every change of the query (a fetch starting, an answer) and on every render of a component that reads it, and
 * restarts its timer whenever the number it gets differs from the last one: a wait drawn afresh at each look
 * would restart the timer again and again. So each wait is drawn once per answer and kept here, beside the run
 * of failures, which react-query does not count (its error count never goes back to zero).
 */
interface PollMemory {
  /** The answer (`dataUpdateCount:errorUpdateCount`) the waits below were drawn for. */
  answer: string;
  /** The waits drawn for that answer, by the rule that drew them (a pace, a step of the back-off). */
  waits: Map<string, number>;
  /** The error count at the last good answer: the failures since then are in a row. */
  errorsAtSuccess: number;
  /** The answer count when the memory last looked: a change while failing means a good answer was missed. */
  answersSeen: number;
}

type State = Pick<QueryState<unknown, unknown>, 'status' | 'dataUpdateCount' | 'errorUpdateCount'>;

// Keyed by the query object itself, so a query that leaves the cache takes its memory with it.
const memories = new WeakMap<object, PollMemory>();

function memoryOf(query: object, state: State): PollMemory {
  const answer = `${state.dataUpdateCount}:${state.errorUpdateCount}`;
  let memory = memories.get(query);
  if (!memory) {
    memory = {
      answer,
      waits: new Map(),
      // First seen failing: this failure is the first of its run.
      errorsAtSuccess: state.status === 'error' ? state.errorUpdateCount - 1 : state.errorUpdateCount,
      answersSeen: state.dataUpdateCount,
    };
    memories.set(query, memory);
  }
  if (memory.answer !== answer) {
    memory.answer = answer;
    memory.waits.clear();
  }
  return memory;
}

/** How many polls of this query have failed in a row (0 after a good answer). */
export function failuresInRow(query: object, state: State): number {
  const memory = memoryOf(query, state);
  if (state.status !== 'error') {
    memory.errorsAtSuccess = state.errorUpdateCount;
    memory.answersSeen = state.dataUpdateCount;
    return 0;
  }
  if (memory.answersSeen !== state.dataUpdateCount) {
    // A good answer came while nobody looked (no observer was mounted): the run starts after it.
    memory.errorsAtSuccess = state.errorUpdateCount - 1;
    memory.answersSeen = state.dataUpdateCount;
  }
  return Math.max(1, state.errorUpdateCount - memory.errorsAtSuccess);
}

/** The wait `rule` gives after the query's latest answer: drawn at the first ask, the same number after that. */
export function waitAfterAnswer(query: object, state: State, rule: string, draw: () => number): number {
  const memory = memoryOf(query, state);
  const known = memory.waits.get(rule);
  if (known !== undefined) return known;
  const wait = draw();
  memory.waits.set(rule, wait);
  return wait;
}
