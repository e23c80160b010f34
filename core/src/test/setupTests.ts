import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { prepareServerMessages } from '../i18n/serverMessages';
import { loadMathEngine } from '../markdown/mathEngine';
import { installLightPollErrors } from './elementErrors';
import { fillJsdomGaps } from './jsdomGaps';

fillJsdomGaps();
installLightPollErrors();

// A console.error during a test is a bug the test did not assert on: fail loudly.
const originalError = console.error;
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ').slice(0, 500)}`);
  };
});
afterEach(() => {
  console.error = originalError;
});

// Tests wait for states, not for time: how long a state takes to appear depends on the machine (two busy cores
// render react-admin several times slower than a laptop), so the limits only catch a test that hangs for good.
// Where time itself is the subject (polls, countdowns, locks), tests use fake timers or the mock clock.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(90_000);

// Pages fetch KaTeX with their first formula, and the English of server messages for readers in en-US; tests
// see both loaded unless they ask for the moment before (forgetMathEngine, forgetServerMessages).
beforeAll(async () => {
  await prepareServerMessages('en-US');
  if (typeof document !== 'undefined') await loadMathEngine();
});
