import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the nginx files of `deploy/nginx` are, from the repository root. */
export const NGINX_DIR = 'deploy/nginx';

/**
 * A template with its `${HOJ_…}` placeholders filled in, as the nginx image does at start-up (only variables
 * named HOJ_…; nginx's own `$uri` and the like stay). A placeholder without a value is an error, not a blank.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\$\{(HOJ_[A-Z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for \${${name}}`);
    return value;
  });
}

/** The headers security-headers.conf sets, by name. */
export function headersOf(snippet: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const match of snippet.matchAll(/^\s*add_header\s+(\S+)\s+"([^"]*)"\s+always;/gm)) {
    headers[match[1]!] = match[2]!;
  }
  return headers;
}

export const readNginxFile = (root: string, name: string) =>
  readFileSync(join(root, NGINX_DIR, name), 'utf8');
