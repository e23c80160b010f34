/** Server-sent events as the AI helper stream uses them: `data: <json>` events, closed by `data: [DONE]`. */
import { DONE } from '../contract/eventStream';

export function eventFrame(data: string): string {
  return `data: ${data}\n\n`;
}

/**
 * An event-stream body from a sequence of JSON items, closed with `[DONE]`. Cancelling the body (the client
 * aborted) stops the sequence.
 */
export function eventStreamBody(items: AsyncIterable<unknown>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = items[Symbol.asyncIterator]();
  let finished = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (finished) return;
      const next = await iterator.next();
      if (next.done) {
        finished = true;
        controller.enqueue(encoder.encode(eventFrame(DONE)));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(eventFrame(JSON.stringify(next.value))));
    },
    async cancel() {
      finished = true;
      await iterator.return?.();
    },
  });
}
