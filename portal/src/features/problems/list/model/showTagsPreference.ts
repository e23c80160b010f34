const KEY = 'problemList.showTags';

/** Whether the list shows its tags column; kept per device, hidden until the reader asks. */
export function readShowTags(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeShowTags(show: boolean): void {
  try {
    localStorage.setItem(KEY, String(show));
  } catch {
    // Private mode or a full store: the choice lasts for this visit only.
  }
}
