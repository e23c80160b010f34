import type { TestJudgeVO } from '@generated/model/index';
import { storeMap, storeRecord } from '../cells';

/** A self-test run: when it started (mock time) and what it shows once it has run. */
export interface TestRun {
  startedMs: number;
  result: TestJudgeVO;
}

/** Runs by key, as the backend keeps them in Redis until their result is read. */
export const testRuns = storeMap<string, TestRun>('test_runs');
export const lastTestAt = storeMap<string, number>('last_test_at');
export const testRunKeys = storeRecord('test_run_keys', { count: 0 });

/** When each user last submitted outside contests (mock time), for the site's submit interval. */
export const lastSubmitAt = storeMap<string, number>('last_submit_at');
