/** Server-sent events as the AI helper stream uses them: `data: <json>` events, closed by `data: [DONE]`. */

export const DONE = '[DONE]';
export const EVENT_STREAM = 'text/event-stream';

export function eventFrame(data: string): string {
  return `data: ${data}\n\n`;
}

/**
 * Reads server-sent events incrementally: feed it text as it arrives and it returns the `data` of every event
 * completed so far (several `data:` lines of one event are joined with a newline, as EventSource does).
 */
export class EventStreamParser {
  private buffer = '';

  push(text: string): string[] {
    this.buffer += text.replace(/\r\n?/g, '\n');
    const events: string[] = [];
    for (let end = this.buffer.indexOf('\n\n'); end >= 0; end = this.buffer.indexOf('\n\n')) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''));
      if (data.length > 0) events.push(data.join('\n'));
    }
    return events;
  }

  /** Text after the last complete event: anything but whitespace here means the stream was cut mid-event. */
  get pending(): string {
    return this.buffer;
  }
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
