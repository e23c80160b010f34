/**
 * Reads server-sent events as text arrives: `push` returns the `data` of every event completed so far (several
 * `data:` lines of one event joined with a newline, as EventSource does). The apps' stream reader and the mock
 * backend's contract check both read streams with it.
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
