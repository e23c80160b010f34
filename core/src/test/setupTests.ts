import '@testing-library/jest-dom';

// A console.error during a test is a bug the test did not assert on: fail loudly (ARCHITECTURE §8).
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
