'use strict';
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Suites that take longest though their files are small. Without timings from an earlier run (a fresh clone)
 * jest orders suites by file size, which put these last: the three whole-app route walks took 20 to 27 s each
 * at the end of the pass while the other worker had nothing left, about 40 s of one core idle.
 * longFirstSequencer.test.ts checks that each pattern still names a suite.
 */
const LONG_SUITES = [/\/backoffice\/src\/routesFor\w+\.test\.tsx$/];

/** Jest's order (failed first, then by last duration, else by size), with the long suites jest has no timing of first. */
class LongFirstSequencer extends Sequencer {
  /** @param {import('@jest/test-result').Test[]} tests */
  sort(tests) {
    const sorted = super.sort(tests);
    if (!Array.isArray(sorted)) return sorted;
    const untimedLong = (/** @type {import('@jest/test-result').Test} */ test) =>
      test.duration == null && LONG_SUITES.some((pattern) => pattern.test(test.path));
    return [...sorted.filter(untimedLong), ...sorted.filter((test) => !untimedLong(test))];
  }
}

LongFirstSequencer.LONG_SUITES = LONG_SUITES;
module.exports = LongFirstSequencer;
