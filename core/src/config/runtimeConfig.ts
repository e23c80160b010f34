import { parseLocale, type Locale } from '../i18n/locale';

/**
 * Settings read at start from a small `config.json` beside each app's index.html, so one build serves any
 * deployment. Every field is optional; a missing file, a file that is not JSON or a field of the wrong kind
 * falls back to the default and is reported on the console, never stopping the app.
 */
export interface RuntimeConfig {
  /** Where the HOJ API is, when not under this site's `/api` (an http(s) address or a path); '' for the site itself. */
  apiBaseUrl: string;
  /** The site's short name until the backend's website configuration has arrived (and when it has none). */
  siteName: string;
  /** The language for visitors who have not chosen one and whose browser asks for neither; null: zh-CN. */
  defaultLanguage: Locale | null;
  /** Whether the AI helper (an extension of the contract) is offered at all. */
  aiHelper: boolean;
}

export const DEFAULT_RUNTIME_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  apiBaseUrl: '',
  siteName: 'OJ',
  defaultLanguage: null,
  aiHelper: true,
});

export interface ParsedRuntimeConfig {
  config: RuntimeConfig;
  /** What was ignored and why, for the console. */
  problems: string[];
}

function apiBaseUrlOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '' || (trimmed.startsWith('/') && !trimmed.startsWith('//'))) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

/** Reads a config.json document field by field; anything unusable keeps its default. */
export function parseRuntimeConfig(raw: unknown): ParsedRuntimeConfig {
  const config: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };
  const problems: string[] = [];
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { config, problems: ['config.json is not a JSON object: using the defaults'] };
  }
  const fields = raw as Record<string, unknown>;
  const known = new Set(Object.keys(DEFAULT_RUNTIME_CONFIG));
  for (const name of Object.keys(fields))
    if (!known.has(name)) problems.push(`unknown setting "${name}" ignored`);

  if ('apiBaseUrl' in fields) {
    const url = apiBaseUrlOf(fields.apiBaseUrl);
    if (url === null) problems.push('apiBaseUrl must be an http(s) address or a path starting with "/"');
    else config.apiBaseUrl = url;
  }
  if ('siteName' in fields) {
    const name = typeof fields.siteName === 'string' ? fields.siteName.trim() : '';
    if (name === '') problems.push('siteName must be a non-empty text');
    else config.siteName = name;
  }
  if ('defaultLanguage' in fields && fields.defaultLanguage !== null) {
    const locale = typeof fields.defaultLanguage === 'string' ? parseLocale(fields.defaultLanguage) : null;
    if (!locale) problems.push('defaultLanguage must be "zh-CN" or "en-US"');
    else config.defaultLanguage = locale;
  }
  if ('aiHelper' in fields) {
    if (typeof fields.aiHelper !== 'boolean') problems.push('aiHelper must be true or false');
    else config.aiHelper = fields.aiHelper;
  }
  return { config, problems };
}

let current: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };

/** The settings in force (the defaults until `loadRuntimeConfig` has run). */
export function runtimeConfig(): Readonly<RuntimeConfig> {
  return current;
}

/**
 * Fetches and applies `url` (the app's config.json). Resolves with the settings in force whatever happens: a
 * deployment without the file runs on the defaults, and a slow answer is not waited for beyond `timeoutMs`.
 */
export async function loadRuntimeConfig(url: string, timeoutMs = 3000): Promise<Readonly<RuntimeConfig>> {
  let raw: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), credentials: 'same-origin' });
    if (response.status === 404) return current;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    raw = await response.json();
  } catch (error) {
    console.warn(`[config] ${url} could not be read (${String(error)}): using the defaults`);
    return current;
  }
  const { config, problems } = parseRuntimeConfig(raw);
  for (const problem of problems) console.warn(`[config] ${url}: ${problem}`);
  current = config;
  return current;
}

/** For tests. */
export function resetRuntimeConfig(): void {
  current = { ...DEFAULT_RUNTIME_CONFIG };
}
