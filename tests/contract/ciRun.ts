import { startMockServer } from '@hoj/mocks/node/server';
import { runCli } from './main';

/**
 * The suite against the in-process mock backend, as the test command runs it: a fresh mock server on a free
 * loopback port, the demo accounts alice (user) and root (admin), flows included. Extra arguments are passed on
 * (e.g. `--only`, `--problems-only`). Exits non-zero on any failure.
 */
async function main(): Promise<number> {
  const server = await startMockServer({ port: 0, quiet: true });
  try {
    return await runCli(
      [
        '--base-url',
        server.url,
        '--user',
        'alice',
        '--password',
        'alice123',
        '--admin',
        'root',
        '--admin-password',
        'root123',
        '--mutating',
        ...process.argv.slice(2),
      ],
      {
        out: (text) => process.stdout.write(`${text}\n`),
        err: (text) => process.stderr.write(`${text}\n`),
        colour: process.stdout.isTTY === true && !process.env.NO_COLOR,
      },
    );
  } finally {
    await server.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('contract (ci): internal error:', error);
    process.exitCode = 2;
  },
);
