/**
 * Parse-and-validate time of the back office's CSV user import (the work its Web Worker does), for generated
 * files of 10,000 and 200,000 rows. Run: `npx tsx tests/perf/csvImport.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { isValid } from '../../backoffice/src/users/import/csvModel';
import { analyseCsv } from '../../backoffice/src/users/import/parseCsv';

/** Every 20th row breaks one rule, so the slow (invalid) path of the validator is measured too. */
function generate(count: number): Uint8Array {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const bad = i % 20 === 19;
    const password = bad ? '123' : `secret${i}`;
    lines.push(
      `user${i},${password},user${i}@example.com,"学生 ${i}",${i % 2 === 0 ? 'male' : '1'},nick${i},HOJ U`,
    );
  }
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
}

for (const count of [10_000, 200_000]) {
  const bytes = generate(count);
  const start = performance.now();
  const outcome = analyseCsv(bytes);
  const elapsed = performance.now() - start;
  if (outcome.kind !== 'analysis') throw new Error('the generated file is UTF-8');
  const valid = outcome.analysis.rows.filter(isValid).length;
  console.info(
    `${count.toLocaleString('en-US')} rows (${(bytes.length / 1e6).toFixed(1)} MB): ${elapsed.toFixed(0)} ms, ` +
      `${valid.toLocaleString('en-US')} valid, ${(outcome.analysis.rows.length - valid).toLocaleString('en-US')} invalid`,
  );
}
