import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { repoRoot } from '../../scripts/localStack';
import { rewriteBetweenMarkers } from './lighthouseReport';

/** "Measured <date> on <cpu> (<n> cores, <memory> GB), Node <version>, <browser>": the line above a bench's table. */
export function measuredOn(browser: string): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown';
  const memory = Math.round((totalmem() / 1024 ** 3) * 10) / 10;
  const date = new Date().toISOString().slice(0, 10);
  return `Measured ${date} on ${cpu} (${cpus().length} cores, ${memory} GB), Node ${process.version}, ${browser}`;
}

/** Puts `block` between the README's two markers and formats the README as Prettier would. */
export async function rewriteReadmeBlock(block: string, start: string, end: string): Promise<void> {
  const file = join(repoRoot, 'README.md');
  const options = { ...(await resolveConfig(file)), filepath: file };
  const text = rewriteBetweenMarkers(readFileSync(file, 'utf8'), block, start, end);
  writeFileSync(file, await format(text, options));
}
