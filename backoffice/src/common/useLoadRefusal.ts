import { useNotify, useRedirect } from 'react-admin';

/**
 * An edit page's answer to a record it could not load. react-admin says "element does not exist" whatever
 * happened; a refusal (HOJ answers "no permission" for another's problem or contest) or a server failure is
 * shown in the server's own words instead, and the page returns to `back`.
 */
export function useLoadRefusal(back: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return (error: unknown) => {
    const text = error instanceof Error ? error.message.trim() : '';
    notify(text || 'ra.notification.item_doesnt_exist', {
      type: 'error',
      // A server's text is shown as sent, never looked up as a translation key.
      messageArgs: text ? { _: text } : {},
    });
    redirect(back);
  };
}
