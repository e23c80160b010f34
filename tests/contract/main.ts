import { HELP, parseArgs, UsageError, type CliOptions } from './args';
import { renderReport, writeReport } from './report';
import { runSuite, SetupError } from './runner';

/** The CLI without process globals, so tests can run it: returns the exit code (0 ok, 1 failures, 2 setup). */

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  colour: boolean;
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let options: CliOptions;
  try {
    options = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`contract: ${error.message}\nRun with --help for the usage.`);
    return 2;
  }
  if (options.help) {
    io.out(HELP);
    return 0;
  }
  try {
    const report = await runSuite({
      baseUrl: options.baseUrl,
      ...(options.user ? { user: options.user } : {}),
      ...(options.admin ? { admin: options.admin } : {}),
      mutating: options.mutating,
      ...(options.only ? { only: options.only } : {}),
      timeoutMs: options.timeoutMs,
      progress: (line) => io.err(`… ${line}`),
    });
    io.out(renderReport(report, { colour: io.colour, showPassed: !options.problemsOnly }));
    writeReport(options.report, report);
    io.err(`report written to ${options.report}`);
    return report.summary.failed > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof SetupError) {
      io.err(`contract: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
