import { analyseAndPost, type ParseReply } from './parseReplies';

export type { ParseReply } from './parseReplies';

export interface ParseRequest {
  bytes: ArrayBuffer;
  encoding?: string;
}

/**
 * Reading (papaparse) and validation run here so a 200,000-row file never freezes the page; papaparse loads
 * with this worker only, never with the page. The rows go back in batches as they are checked (`analyseAndPost`).
 */
self.onmessage = (event: MessageEvent<ParseRequest>) => {
  const post = (reply: ParseReply) => self.postMessage(reply);
  try {
    analyseAndPost(new Uint8Array(event.data.bytes), { encoding: event.data.encoding }, post);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
