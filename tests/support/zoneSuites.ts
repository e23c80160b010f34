import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/**
 * Which jest suites run a second time under another time zone (Asia/Shanghai, as projects of their own in
 * jest.config.js). Re-running every suite there doubled the jest time to catch zone bugs that only date and time
 * code can have, so the second zone runs the suites listed in `zoneSuites.json`, and `zoneSuites.test.ts` fails
 * when a suite this rule picks out is missing from that list. A suite is picked when it, or a module it imports
 * directly, reads or formats dates and times in a zone (local getters and setters, Intl date formats, the core
 * date formatters, the server clock), or when it asserts a wall-clock text or sets the system time.
 */
const zoneApi =
  /format\/date|formatDate|Intl\.DateTimeFormat|toLocale(?:Date|Time)?String|\.get(?:Hours|Minutes|Date|Day|Month|FullYear|TimezoneOffset)\(|\.set(?:Hours|Minutes|Date|Month|FullYear)\(|timeZone|new Date\(\s*\d+\s*,|serverClock|\/time\//;
const wallClockText = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}|['"`]\d{1,2}:\d{2}(?::\d{2})?['"` ]|setSystemTime/;

const aliases: Readonly<Record<string, string>> = {
  '@hoj/core/': 'core/src/',
  '@hoj/mocks/': 'mocks/src/',
  '@portal/': 'portal/src/',
  '@backoffice/': 'backoffice/src/',
};

/** A repository-relative import target, or undefined for packages and test harnesses. */
function resolveImport(root: string, from: string, specifier: string): string | undefined {
  let path: string | undefined;
  if (specifier.startsWith('.')) path = normalize(join(dirname(from), specifier));
  for (const [alias, folder] of Object.entries(aliases))
    if (specifier.startsWith(alias)) path = folder + specifier.slice(alias.length);
  if (path === undefined || /(^|\/)(test|jest)\//.test(path)) return undefined;
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx'])
    if (existsSync(join(root, path + ending)) && /\.tsx?$/.test(path + ending)) return path + ending;
  return undefined;
}

/** The module a suite is named after (`x.test.ts` → `x.ts` or `x.tsx`), if there is one. */
function subjectOf(root: string, suite: string): string | undefined {
  const base = suite.replace(/\.test\.tsx?$/, '');
  return ['.ts', '.tsx'].map((ending) => base + ending).find((path) => existsSync(join(root, path)));
}

/** Why a suite is zone-sensitive (the files that make it so), or an empty list. */
export function zoneReasons(root: string, suite: string): string[] {
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const text = read(suite);
  const reasons: string[] = [];
  if (zoneApi.test(text) || wallClockText.test(text)) reasons.push(suite);
  const imported = [...text.matchAll(/from '([^']+)'/g)].map((match) =>
    resolveImport(root, suite, match[1] ?? ''),
  );
  const subject = subjectOf(root, suite);
  for (const path of new Set([subject, ...imported]))
    if (path !== undefined && path !== suite && zoneApi.test(read(path))) reasons.push(path);
  return reasons;
}

export const zoneListFile = 'tests/support/zoneSuites.json';

export function readZoneList(root: string): string[] {
  return JSON.parse(readFileSync(join(root, zoneListFile), 'utf8')) as string[];
}
