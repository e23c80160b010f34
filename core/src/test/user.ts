import userEvent, {
  PointerEventsCheckLevel,
  type Options,
  type UserEvent,
} from '@testing-library/user-event';

export { PointerEventsCheckLevel, type UserEvent };

/**
 * user-event for a test, without the timer it waits out between two keystrokes or clicks by default (`delay: 0`
 * is still a real macrotask each): the actions run one after the other, each wrapped in act() as before, and a
 * form test no longer idles through a timer turn per character. A test with fake timers passes `advanceTimers`,
 * as with user-event itself.
 */
export function setupUser(options: Options = {}): UserEvent {
  return userEvent.setup({ delay: null, ...options });
}
