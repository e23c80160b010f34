import { type UserEvent } from '@hoj/core/test/user';
import { resetBrowserState } from './loginAs';

/**
 * For the test file that calls it: each test runs in a browser asking for English (what the back office then
 * picks), with a window whose scrolling is a no-op (jsdom has none), and leaves no login, language or
 * preference behind.
 */
export function withEnglishBrowser(): void {
  beforeEach(() => {
    Object.defineProperty(window.navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    resetBrowserState();
  });
}

/** Puts text into a field as one paste: typing key by key re-renders a long form once per character. */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
