import { findChromium, SYSTEM_HEADLESS_SHELLS } from './browser';
import { isLoopback } from './fixtures';

describe('browser discovery', () => {
  it('prefers the browser named by the environment', () => {
    expect(findChromium({ PLAYWRIGHT_CHROMIUM_EXECUTABLE: process.execPath })).toEqual({
      path: process.execPath,
      source: 'env',
    });
  });

  it('refuses an environment path that does not exist rather than silently using another browser', () => {
    expect(() => findChromium({ PLAYWRIGHT_CHROMIUM_EXECUTABLE: '/nowhere/chromium' })).toThrow(
      /does not exist/,
    );
  });

  it('drives the system headless shell when asked and it is installed, the full browser otherwise', () => {
    const shell = SYSTEM_HEADLESS_SHELLS[0] ?? '';
    const both = (path: string) => path === shell || path === '/usr/bin/chromium';
    expect(findChromium({}, { headlessShell: true, exists: both })).toEqual({
      path: shell,
      source: 'system',
    });
    expect(findChromium({}, { headlessShell: false, exists: both })?.path).not.toBe(shell);
    const fullOnly = (path: string) => path === '/usr/bin/chromium';
    expect(findChromium({}, { headlessShell: true, exists: fullOnly })?.path).toBe('/usr/bin/chromium');
  });
});

describe('loopback guard', () => {
  it.each([
    'http://127.0.0.1:4173/home',
    'http://localhost:4010/api/health',
    'ws://127.0.0.1:5173/',
    'data:text/plain,hi',
  ])('lets %s through', (url) => expect(isLoopback(url)).toBe(true));

  it.each([
    'https://cdn.jsdelivr.net/npm/monaco-editor/min/vs/loader.js',
    'https://react-admin-telemetry.marmelab.com/x',
    'http://10.0.0.5/api',
  ])('blocks %s', (url) => expect(isLoopback(url)).toBe(false));
});
