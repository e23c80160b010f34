import { act, renderHook } from '@testing-library/react';
import type { ParseRequest } from './parse.worker';
import { analyseCsv, type ParseOutcome } from './parseCsv';
import { repliesOf, type ParseReply } from './parseReplies';
import { useCsvAnalysis } from './useCsvAnalysis';

/** A stand-in for the parse worker (jsdom has none): the test answers for it. */
class FakeWorker {
  static created: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<ParseReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  requests: { request: ParseRequest; transfer: Transferable[] }[] = [];
  terminated = false;

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.created.push(this);
  }

  postMessage(request: ParseRequest, transfer: Transferable[]) {
    this.requests.push({ request, transfer });
  }

  terminate() {
    this.terminated = true;
  }

  reply(data: ParseReply) {
    act(() => this.onmessage?.({ data } as MessageEvent<ParseReply>));
  }

  /** Posts an outcome as the worker does: the head, then the rows in batches. */
  outcome(outcome: ParseOutcome, perReply?: number) {
    for (const reply of repliesOf(outcome, perReply)) this.reply(reply);
  }
}

const latest = () => {
  const worker = FakeWorker.created.at(-1);
  if (!worker) throw new Error('no worker was started');
  return worker;
};

const bytesOf = (text: string) => new TextEncoder().encode(text).buffer;
const outcomeOf = (text: string, encoding?: string) =>
  analyseCsv(new TextEncoder().encode(text), encoding ? { encoding } : {});

beforeEach(() => {
  FakeWorker.created = [];
  Object.defineProperty(window, 'Worker', { value: FakeWorker, configurable: true, writable: true });
});

describe('useCsvAnalysis', () => {
  it('is idle until a file is chosen, then parses it in a module worker', () => {
    const { result } = renderHook(() => useCsvAnalysis());
    expect(result.current.state).toEqual({ phase: 'idle' });
    expect(FakeWorker.created).toHaveLength(0);

    const bytes = bytesOf('alice2,secret1\r\n');
    act(() => result.current.run(bytes));
    expect(result.current.state).toEqual({ phase: 'parsing', progress: null });
    const worker = latest();
    expect(worker.options).toEqual({ type: 'module' });
    expect(String(worker.url)).toMatch(/parse\.worker\.ts$/);
    // The worker gets its own copy, so the file can be read again with another encoding.
    const [{ request, transfer }] = worker.requests as [{ request: ParseRequest; transfer: Transferable[] }];
    expect(Object.keys(request)).toEqual(['bytes']);
    expect(request.bytes).not.toBe(bytes);
    expect(new Uint8Array(request.bytes)).toEqual(new Uint8Array(bytes));
    expect(transfer).toEqual([request.bytes]);
  });

  it('shows the worker’s progress, then the analysis, and ends the worker', () => {
    const { result } = renderHook(() => useCsvAnalysis());
    act(() => result.current.run(bytesOf('alice2,secret1\r\n')));
    const worker = latest();
    worker.reply({ type: 'progress', progress: { phase: 'parse', done: 10, total: 16 } });
    expect(result.current.state).toEqual({
      phase: 'parsing',
      progress: { phase: 'parse', done: 10, total: 16 },
    });
    expect(worker.terminated).toBe(false);

    const outcome = outcomeOf('alice2,secret1\r\n');
    if (outcome.kind !== 'analysis') throw new Error('expected an analysis');
    worker.outcome(outcome);
    expect(result.current.state).toEqual({ phase: 'ready', analysis: outcome.analysis });
    expect(worker.terminated).toBe(true);
  });

  it('takes the rows in batches, showing how many came in, and is ready only at the end', () => {
    const { result } = renderHook(() => useCsvAnalysis());
    const text = Array.from({ length: 12 }, (_, i) => `user${i},secret1`).join('\r\n');
    act(() => result.current.run(bytesOf(text)));
    const worker = latest();
    const outcome = outcomeOf(text);
    if (outcome.kind !== 'analysis') throw new Error('expected an analysis');
    const replies = [...repliesOf(outcome, 5)];
    expect(replies.map((reply) => reply.type)).toEqual(['head', 'rows', 'rows', 'rows', 'done']);
    const states = replies.map((reply) => {
      worker.reply(reply);
      return result.current.state;
    });
    expect(states.slice(1, 4)).toEqual([
      { phase: 'parsing', progress: { phase: 'receive', done: 5, total: 12 } },
      { phase: 'parsing', progress: { phase: 'receive', done: 10, total: 12 } },
      { phase: 'parsing', progress: { phase: 'receive', done: 12, total: 12 } },
    ]);
    expect(result.current.state).toEqual({ phase: 'ready', analysis: outcome.analysis });
    expect(worker.terminated).toBe(true);
  });

  it('marks the rows the worker flags as duplicates after sending them', () => {
    const { result } = renderHook(() => useCsvAnalysis());
    const text = 'alice2,secret1\r\nbob2,secret2\r\nALICE2,secret3\r\n';
    act(() => result.current.run(bytesOf(text)));
    const worker = latest();
    const outcome = outcomeOf(text);
    if (outcome.kind !== 'analysis') throw new Error('expected an analysis');
    const { rows, ...head } = outcome.analysis;
    worker.reply({ type: 'head', head, total: 3 });
    // As sent before the whole file was checked: the third row not yet a duplicate.
    worker.reply({ type: 'rows', rows: rows.map((row) => ({ ...row, errors: {} })) });
    worker.reply({ type: 'done', amendments: [{ index: 2, errors: { username: 'duplicateInFile' } }] });
    expect(result.current.state).toEqual({ phase: 'ready', analysis: outcome.analysis });
  });

  it('asks for the encoding, and reads the same bytes again with the one chosen', () => {
    const { result } = renderHook(() => useCsvAnalysis());
    const gbk = new Uint8Array([0xd5, 0xc5, 0xc8, 0xfd, 0x2c, 0x73, 0x65, 0x63, 0x72, 0x65, 0x74, 0x31]);
    act(() => result.current.run(gbk.buffer));
    const first = latest();
    const asked = analyseCsv(gbk);
    if (asked.kind !== 'ask') throw new Error('expected a question');
    first.outcome(asked);
    expect(result.current.state).toEqual({ phase: 'ask', candidates: asked.candidates });
    expect(first.terminated).toBe(true);

    act(() => result.current.chooseEncoding('gb18030'));
    const second = latest();
    expect(second).not.toBe(first);
    const request = second.requests[0]?.request;
    expect(request?.encoding).toBe('gb18030');
    expect(new Uint8Array(request?.bytes ?? new ArrayBuffer(0))).toEqual(gbk);
    expect(result.current.state).toEqual({ phase: 'parsing', progress: null });
  });

  it('says why a file cannot be read', () => {
    const { result } = renderHook(() => useCsvAnalysis());
    act(() => result.current.run(bytesOf('')));
    latest().outcome({ kind: 'unreadable', reason: 'empty' });
    expect(result.current.state).toEqual({ phase: 'unreadable', reason: 'empty' });
    expect(latest().terminated).toBe(true);
  });

  it('shows the error the worker reports or dies of', () => {
    const { result } = renderHook(() => useCsvAnalysis());
    act(() => result.current.run(bytesOf('alice2,secret1')));
    latest().reply({ type: 'error', message: 'out of memory' });
    expect(result.current.state).toEqual({ phase: 'error', message: 'out of memory' });
    expect(latest().terminated).toBe(true);

    act(() => result.current.run(bytesOf('alice2,secret1')));
    const crashed = latest();
    act(() => crashed.onerror?.({ message: 'script error' } as ErrorEvent));
    expect(result.current.state).toEqual({ phase: 'error', message: 'script error' });
    expect(crashed.terminated).toBe(true);
  });

  it('ends the previous run when another file is chosen', () => {
    const { result } = renderHook(() => useCsvAnalysis());
    act(() => result.current.run(bytesOf('alice2,secret1')));
    const first = latest();
    act(() => result.current.run(bytesOf('bob2,secret2')));
    expect(first.terminated).toBe(true);
    expect(latest()).not.toBe(first);
    expect(latest().terminated).toBe(false);
  });

  it('forgets the file on reset: idle again, nothing to read with another encoding', () => {
    const { result } = renderHook(() => useCsvAnalysis());
    act(() => result.current.run(bytesOf('alice2,secret1')));
    const worker = latest();
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ phase: 'idle' });
    expect(worker.terminated).toBe(true);
    act(() => result.current.chooseEncoding('gb18030'));
    expect(FakeWorker.created).toHaveLength(1);
    expect(result.current.state).toEqual({ phase: 'idle' });
  });

  it('shows an analysis the page changed (rows checked against the server)', () => {
    const { result } = renderHook(() => useCsvAnalysis());
    const outcome = outcomeOf('alice,secret1\r\n');
    if (outcome.kind !== 'analysis') throw new Error('expected an analysis');
    act(() => result.current.update(outcome.analysis));
    expect(result.current.state).toEqual({ phase: 'ready', analysis: outcome.analysis });
  });

  it('ends a running worker when the page goes away', () => {
    const { result, unmount } = renderHook(() => useCsvAnalysis());
    act(() => result.current.run(bytesOf('alice2,secret1')));
    unmount();
    expect(latest().terminated).toBe(true);
  });
});
