import { runCli } from './main';

// `npm run contract -- <args>` (tsx tests/contract/cli.ts). Colours only on a terminal, and never with NO_COLOR.
runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  colour: process.stdout.isTTY === true && !process.env.NO_COLOR,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('contract: internal error:', error);
    process.exitCode = 2;
  },
);
