/**
 * When the back office asks for the slide check (its geometry and rules are core's, shared with the portal): after
 * {@link SLIDE_VERIFY_AFTER} failed logins in this browser session the piece must be on the gap before the next
 * attempt is sent.
 */
export const SLIDE_VERIFY_AFTER = 5;
/** The portal's key: both apps live on one origin, so failures in either count in this tab. */
const FAILURES_KEY = 'loginFailNum';

/** Failed logins in this browser session (it survives a reload of the tab). */
export function storedLoginFailures(): number {
  try {
    const value = Number.parseInt(sessionStorage.getItem(FAILURES_KEY) ?? '0', 10);
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function storeLoginFailures(count: number): void {
  try {
    if (count === 0) sessionStorage.removeItem(FAILURES_KEY);
    else sessionStorage.setItem(FAILURES_KEY, String(count));
  } catch {
    // Private modes may refuse storage; the count then lasts as long as the page.
  }
}
