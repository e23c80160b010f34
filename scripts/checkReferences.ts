/**
 * Fails when code or the contract points at sections of documents that are not in this repository
 * ("spec 000 §8", "envelope.md §3"): a reader of the repository cannot follow them, so a comment states the rule
 * it implements in its own words instead. Run: `npx tsx scripts/checkReferences.ts` (part of `npm run lint`).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const scanned = ['core/src', 'mocks/src', 'portal/src', 'backoffice/src', 'tests', 'scripts', 'contract'];
const extensions = /\.(ts|tsx|js|css|yaml|html)$/;

/** Section signs, the requirement documents by number, and the backend fact sheets by file name. */
const outsideReference = /§|\bspec 00\d\b|\b(envelope|summary)\.md\b|\bTOOLCHAIN\b/i;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'reports' || name.startsWith('dist')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return extensions.test(name) ? [path] : [];
  });
}

// This file names the patterns it looks for.
const self = import.meta.filename;
const hits = scanned
  .flatMap((dir) => files(join(root, dir)))
  .filter((file) => file !== self)
  .flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        outsideReference.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );

if (hits.length > 0) {
  console.error(
    `${hits.length} reference(s) to documents outside the repository; state the rule in the comment itself:`,
  );
  for (const hit of hits) console.error(`- ${hit}`);
  process.exit(1);
}
console.info('No references to documents outside the repository.');
