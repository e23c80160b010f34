import { operations } from '../contract/spec';
import { contractErrors } from '../contract/validator';
import { emptyAnswer } from './emptyAnswer';

const jsonOperations = operations.filter(
  (op) => op.successMediaTypes.includes('application/json') && op.successSchema !== undefined,
);

describe('the fallback answer of an operation no domain implements', () => {
  it('is valid against the contract for every JSON operation', () => {
    const invalid = jsonOperations.flatMap((op) => {
      const errors = contractErrors(op.id, 200, emptyAnswer(op.successSchema));
      return errors.length > 0 ? [`${op.id}: ${errors.join('; ')}`] : [];
    });
    expect(invalid).toEqual([]);
    expect(jsonOperations.length).toBeGreaterThan(200);
  });

  it('is empty, never invented: no list rows, no map keys, no made-up text', () => {
    for (const op of jsonOperations) {
      const text = JSON.stringify(emptyAnswer(op.successSchema).data);
      // A list is empty and a map has no keys; strings are empty or fixed placeholders.
      expect(text).not.toMatch(/\[\{/);
      expect(text).not.toMatch(/"[a-z]+ [a-z]+ [a-z]+/i);
    }
  });

  it('answers a page as an empty page and a status map as an empty map', () => {
    const page = operations.find((op) => op.id === 'getProblemList');
    const statuses = operations.find((op) => op.id === 'getUserProblemStatus');
    expect(page && emptyAnswer(page.successSchema).data).toMatchObject({ records: [], total: 0 });
    expect(statuses && emptyAnswer(statuses.successSchema).data).toEqual({});
  });
});
