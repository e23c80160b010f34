import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckedRow, CsvAnalysis } from './csvModel';
import type { EncodingCandidate } from './decode';
import type { ParseRequest } from './parse.worker';
import type { Progress, Unreadable } from './parseCsv';
import type { AnalysisHead, ParseReply } from './parseReplies';

export type AnalysisState =
  | { phase: 'idle' }
  | { phase: 'parsing'; progress: Progress | null }
  | { phase: 'ask'; candidates: EncodingCandidate[] }
  | { phase: 'ready'; analysis: CsvAnalysis }
  | { phase: 'unreadable'; reason: Unreadable }
  | { phase: 'error'; message: string };

/** Runs the parse worker over a file's bytes; a new file or encoding ends the previous run. */
export function useCsvAnalysis() {
  const [state, setState] = useState<AnalysisState>({ phase: 'idle' });
  const workerRef = useRef<Worker | null>(null);
  const bytesRef = useRef<ArrayBuffer | null>(null);

  const stop = () => {
    workerRef.current?.terminate();
    workerRef.current = null;
  };
  useEffect(() => stop, []);

  const run = useCallback((bytes: ArrayBuffer, encoding?: string) => {
    stop();
    bytesRef.current = bytes;
    setState({ phase: 'parsing', progress: null });
    const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
    workerRef.current = worker;
    // The rows arrive in batches after the head: kept here, outside React state, until the last one is in.
    let pending: { head: AnalysisHead; rows: CheckedRow[]; total: number } | null = null;
    const finish = (analysis: CsvAnalysis) => {
      stop();
      setState({ phase: 'ready', analysis });
    };
    worker.onmessage = (event: MessageEvent<ParseReply>) => {
      const reply = event.data;
      switch (reply.type) {
        case 'progress':
          setState({ phase: 'parsing', progress: reply.progress });
          return;
        case 'head':
          pending = { head: reply.head, rows: [], total: reply.total };
          return;
        case 'rows': {
          if (!pending) return;
          for (const row of reply.rows) pending.rows.push(row);
          const { rows, total } = pending;
          setState({ phase: 'parsing', progress: { phase: 'receive', done: rows.length, total } });
          return;
        }
        case 'done': {
          if (!pending) return;
          const { head, rows } = pending;
          for (const { index, errors } of reply.amendments) {
            const row = rows[index];
            if (row) row.errors = errors;
          }
          finish({ ...head, rows });
          return;
        }
        case 'error':
          stop();
          setState({ phase: 'error', message: reply.message });
          return;
        case 'outcome':
          stop();
          if (reply.outcome.kind === 'ask') setState({ phase: 'ask', candidates: reply.outcome.candidates });
          else setState({ phase: 'unreadable', reason: reply.outcome.reason });
      }
    };
    worker.onerror = (event) => {
      stop();
      setState({ phase: 'error', message: event.message });
    };
    // A copy goes to the worker so the bytes can be decoded again with another encoding.
    const request: ParseRequest = { bytes: bytes.slice(0), ...(encoding ? { encoding } : {}) };
    worker.postMessage(request, [request.bytes]);
  }, []);

  const chooseEncoding = useCallback(
    (encoding: string) => {
      if (bytesRef.current) run(bytesRef.current, encoding);
    },
    [run],
  );

  const reset = useCallback(() => {
    stop();
    bytesRef.current = null;
    setState({ phase: 'idle' });
  }, []);

  const update = useCallback((analysis: CsvAnalysis) => setState({ phase: 'ready', analysis }), []);

  return { state, run, chooseEncoding, reset, update };
}
