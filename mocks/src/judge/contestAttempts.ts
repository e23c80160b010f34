import { JudgeStatus } from '@generated/model/index';
import { MINUTE } from '../store/clock';

/** A small fast generator of numbers in [0, 1) from a seed (mulberry32): the same seed, the same contest. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One submission of a contestant's story: which problem (index into the contest's list), what and when. */
export interface Attempt {
  problem: number;
  status: JudgeStatus;
  /** The failing case of a wrong ACM answer, the score aimed at by a partial OI accept. */
  n: number | null;
  /** ms since the contest's start. */
  at: number;
}

/**
 * Wrong answers as contests see them: mostly Wrong Answer, then time limits, runtime errors, compile errors
 * (no penalty), memory limits and presentation errors.
 */
const WRONG: readonly JudgeStatus[] = [
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.PRESENTATION_ERROR,
];

export const wrongVerdict = (random: () => number): JudgeStatus =>
  WRONG[Math.floor(random() * WRONG.length)] ?? JudgeStatus.WRONG_ANSWER;

/** How a contest goes for one contestant. */
export interface StoryShape {
  /** Problems in the order a contestant meets them (easiest first): indexes into the contest's list. */
  order: readonly number[];
  /** 0 (weakest) to 1 (strongest). */
  strength: number;
  /** ms of contest time the story may use (up to the end, or up to now for a running contest). */
  span: number;
  /** Wrong tries before an accept, at most (the mean is about a third of it). */
  maxWrong: number;
  /** OI: wrong tries earn part of the score instead of failing. */
  oi: boolean;
}

/**
 * A contestant's submissions: they solve the problems in order as far as their strength carries them, each
 * accept after a few wrong tries some minutes apart, then try the next one or two and give up. Nothing past
 * `span` is kept, so a running contest has only what was sent so far.
 */
export function storyOf(random: () => number, shape: StoryShape): Attempt[] {
  const { order, strength, span, maxWrong, oi } = shape;
  const solved = Math.min(
    order.length,
    Math.floor(order.length * strength ** 1.15 * (0.8 + 0.35 * random())),
  );
  const tried = Math.min(order.length, solved + (random() < 0.9 ? 1 + Math.floor(random() * 2) : 0));
  const pace = span / (solved + 1.5);
  const attempts: Attempt[] = [];
  let clockAt = pace * (0.3 + 0.5 * random());
  for (let k = 0; k < tried; k += 1) {
    const problem = order[k] ?? 0;
    const accepts = k < solved;
    const wrong = accepts
      ? Math.floor(random() ** 2 * (maxWrong + 1))
      : 1 + Math.floor(random() * (maxWrong + 1));
    for (let w = 0; w < wrong; w += 1) {
      // An OI contestant's wrong try mostly earns part of the score; now and then it fails outright.
      const partial = oi && random() < 0.75;
      attempts.push({
        problem,
        status: partial ? JudgeStatus.PARTIAL_ACCEPTED : wrongVerdict(random),
        n: partial ? 10 * (1 + Math.floor(random() * 8)) : null,
        at: clockAt,
      });
      clockAt += (3 + 12 * random()) * MINUTE;
    }
    if (accepts) attempts.push({ problem, status: JudgeStatus.ACCEPTED, n: null, at: clockAt });
    clockAt += pace * (0.5 + random());
  }
  return attempts.filter((a) => a.at < span).map((a) => ({ ...a, at: Math.floor(a.at / 1000) * 1000 }));
}
