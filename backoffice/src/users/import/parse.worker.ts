import { analyseCsv, type ParseOutcome, type Progress } from './parseCsv';

export interface ParseRequest {
  bytes: ArrayBuffer;
  encoding?: string;
}

export type ParseReply =
  | { type: 'progress'; progress: Progress }
  | { type: 'outcome'; outcome: ParseOutcome }
  | { type: 'error'; message: string };

/** Parsing and validation run here so a 200,000-row file never freezes the page. */
self.onmessage = (event: MessageEvent<ParseRequest>) => {
  const post = (reply: ParseReply) => self.postMessage(reply);
  try {
    const outcome = analyseCsv(new Uint8Array(event.data.bytes), {
      encoding: event.data.encoding,
      onProgress: (progress) => post({ type: 'progress', progress }),
    });
    post({ type: 'outcome', outcome });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
