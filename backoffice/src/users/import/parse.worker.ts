import { analyseCsv } from './parseCsv';
import { repliesOf, type ParseReply } from './parseReplies';

export type { ParseReply } from './parseReplies';

export interface ParseRequest {
  bytes: ArrayBuffer;
  encoding?: string;
}

/**
 * Reading (papaparse) and validation run here so a 200,000-row file never freezes the page; papaparse loads
 * with this worker only, never with the page. The result goes back in batches (`repliesOf`).
 */
self.onmessage = (event: MessageEvent<ParseRequest>) => {
  const post = (reply: ParseReply) => self.postMessage(reply);
  try {
    const outcome = analyseCsv(new Uint8Array(event.data.bytes), {
      encoding: event.data.encoding,
      onProgress: (progress) => post({ type: 'progress', progress }),
    });
    for (const reply of repliesOf(outcome)) post(reply);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
