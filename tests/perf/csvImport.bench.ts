/**
 * The back office's CSV user import, measured end to end on generated files of 10,000 and 200,000 rows:
 * parse-and-validate (the work its Web Worker does), then the import itself: the same chunked runner and
 * generated client the page uses, through core's request layer, over HTTP to the mock backend, which checks
 * every username and e-mail against the accounts it holds; as on the page for files of more than 500 rows, each
 * chunk's rows are looked up (one call per row) just before the chunk is sent. Run: `npm run bench:csv`.
 */
import { performance } from 'node:perf_hooks';
import { checkUsernameOrEmail } from '@generated/api/account/account';
import { adminLogin } from '@generated/api/admin-account/admin-account';
import { getAdminUserList, insertAdminBatchUser } from '@generated/api/admin-user/admin-user';
import { configureHttp } from '@hoj/core/http/config';
import type { HojRequestInit } from '@hoj/core/http/hojFetch';
import { startMockServer } from '@hoj/mocks/node/server';
import { resetDb } from '@hoj/mocks/registry';
import { isValid } from '@backoffice/users/import/csvModel';
import { runImport } from '@backoffice/users/import/importRun';
import { analyseCsv } from '@backoffice/users/import/parseCsv';

/**
 * Every 20th row breaks one rule, so the slow (invalid) path of the validator is measured too; genders come in
 * the spellings and letter cases people type, all of which must be accepted.
 */
const GENDERS = ['male', 'Male', 'FEMALE', 'female', '0', '1', ''];

function generate(count: number): Uint8Array {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const bad = i % 20 === 19;
    const password = bad ? '123' : `secret${i}`;
    lines.push(
      `user${i},${password},user${i}@example.com,"学生 ${i}",${GENDERS[i % GENDERS.length]},nick${i},HOJ U`,
    );
  }
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** As the import page sends its chunks: failures are reported per row, not as toasts. */
const QUIET: HojRequestInit = { silent: true };

async function main(): Promise<void> {
  const server = await startMockServer({ port: 0, quiet: true });
  configureHttp({ baseUrl: server.url });
  try {
    for (const count of [10_000, 200_000]) {
      resetDb();
      await adminLogin({ username: 'root', password: 'root123' });
      const before = (await getAdminUserList({ currentPage: 1, limit: 1 })).total;

      const bytes = generate(count);
      const parseStart = performance.now();
      const outcome = analyseCsv(bytes);
      const parseMs = performance.now() - parseStart;
      if (outcome.kind !== 'analysis') throw new Error('the generated file is UTF-8');
      const valid = outcome.analysis.rows.filter(isValid);
      const meantInvalid = Math.floor(count / 20);
      if (valid.length !== count - meantInvalid)
        throw new Error(`${count - meantInvalid - valid.length} false rejections among ${count} rows`);

      const importStart = performance.now();
      // As the page runs it: chunks go out unchecked; a failed row's reason is looked up after its chunk.
      const results = await runImport(valid, (users) => insertAdminBatchUser({ users }, QUIET), {
        check: (query) => checkUsernameOrEmail(query, QUIET),
      });
      const importMs = performance.now() - importStart;
      const created = [...results.values()].filter((r) => r.state === 'created').length;
      const after = (await getAdminUserList({ currentPage: 1, limit: 1 })).total;
      if (created !== valid.length || after - before !== valid.length)
        throw new Error(
          `imported ${created} of ${valid.length}; the mock holds ${after - before} more users`,
        );

      console.info(
        `${count.toLocaleString('en-US')} rows (${(bytes.length / 1e6).toFixed(1)} MB): ` +
          `parse + validate ${parseMs.toFixed(0)} ms, ${valid.length.toLocaleString('en-US')} valid; ` +
          `import through the mock ${seconds(importMs)} ` +
          `(${Math.round(valid.length / (importMs / 1000)).toLocaleString('en-US')} users/s)`,
      );
    }
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
