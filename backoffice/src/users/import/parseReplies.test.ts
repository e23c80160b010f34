import { analyseCsv } from './parseCsv';
import type { CheckedRow } from './csvModel';
import { analyseAndPost, repliesOf, ROWS_PER_REPLY, type ParseReply } from './parseReplies';

const analysisOf = (rows: number) => {
  const text = Array.from({ length: rows }, (_, i) => `user${i},secret1`).join('\n');
  const outcome = analyseCsv(new TextEncoder().encode(text));
  if (outcome.kind !== 'analysis') throw new Error('expected an analysis');
  return outcome;
};

const rowsIn = (reply: ParseReply) => (reply.type === 'rows' ? reply.rows.length : 0);

describe('repliesOf', () => {
  it('sends the head first, then the rows in file order in batches, never all of a large file at once', () => {
    const outcome = analysisOf(ROWS_PER_REPLY * 2 + 1);
    const replies = [...repliesOf(outcome)];
    const { rows, ...head } = outcome.analysis;
    expect(replies[0]).toEqual({ type: 'head', head, total: rows.length });
    expect(replies.slice(1, -1).map(rowsIn)).toEqual([ROWS_PER_REPLY, ROWS_PER_REPLY, 1]);
    expect(replies.at(-1)).toEqual({ type: 'done', amendments: [] });
    expect(replies.flatMap((reply) => (reply.type === 'rows' ? reply.rows : []))).toEqual(rows);
  });

  it('sends a question or an unreadable file as one outcome', () => {
    expect([...repliesOf({ kind: 'unreadable', reason: 'blank' })]).toEqual([
      { type: 'outcome', outcome: { kind: 'unreadable', reason: 'blank' } },
    ]);
  });
});

describe('analyseAndPost', () => {
  /** Posts as the worker does (each message copied when posted) and gathers as the page does. */
  function gather(text: string) {
    const replies: ParseReply[] = [];
    analyseAndPost(new TextEncoder().encode(text), {}, (reply) => replies.push(structuredClone(reply)));
    const rows: CheckedRow[] = replies.flatMap((reply) => (reply.type === 'rows' ? reply.rows : []));
    const done = replies.at(-1);
    if (done?.type !== 'done') throw new Error('expected the end last');
    for (const { index, errors } of done.amendments) (rows[index] as CheckedRow).errors = errors;
    return { replies, rows };
  }

  it('sends rows while the rest are still being checked, and the duplicates found later at the end', () => {
    const lines = Array.from({ length: ROWS_PER_REPLY * 2 }, (_, i) => `user${i},secret1`);
    // A duplicate of the first row in the second batch, sent before the file was checked to its end.
    lines[ROWS_PER_REPLY + 10] = 'USER0,secret1';
    const text = lines.join('\r\n');
    const { replies, rows } = gather(text);
    const firstRows = replies.findIndex((reply) => reply.type === 'rows');
    const laterCheck = replies.findIndex(
      (reply) => reply.type === 'progress' && reply.progress.phase === 'validate' && reply.progress.done > 0,
    );
    expect(firstRows).toBeGreaterThan(0);
    expect(firstRows).toBeLessThan(laterCheck);
    const outcome = analyseCsv(new TextEncoder().encode(text));
    if (outcome.kind !== 'analysis') throw new Error('expected an analysis');
    expect(rows).toEqual(outcome.analysis.rows);
    expect(rows[ROWS_PER_REPLY + 10]?.errors).toEqual({ username: 'duplicateInFile' });
  });

  it('sends an unreadable file as one outcome after no rows', () => {
    const replies: ParseReply[] = [];
    analyseAndPost(new TextEncoder().encode(''), {}, (reply) => replies.push(reply));
    expect(replies).toEqual([{ type: 'outcome', outcome: { kind: 'unreadable', reason: 'empty' } }]);
  });
});
