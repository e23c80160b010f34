import { analyseCsv } from './parseCsv';
import { repliesOf, ROWS_PER_REPLY, type ParseReply } from './parseReplies';

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
    expect(replies.slice(1).map(rowsIn)).toEqual([ROWS_PER_REPLY, ROWS_PER_REPLY, 1]);
    expect(replies.flatMap((reply) => (reply.type === 'rows' ? reply.rows : []))).toEqual(rows);
  });

  it('sends a question or an unreadable file as one outcome', () => {
    expect([...repliesOf({ kind: 'unreadable', reason: 'blank' })]).toEqual([
      { type: 'outcome', outcome: { kind: 'unreadable', reason: 'blank' } },
    ]);
  });
});
