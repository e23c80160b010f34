import type { Test } from '@jest/test-result';

declare class LongFirstSequencer {
  static readonly LONG_SUITES: readonly RegExp[];
  constructor(options: unknown);
  sort(tests: Test[]): Test[] | Promise<Test[]>;
}

export = LongFirstSequencer;
