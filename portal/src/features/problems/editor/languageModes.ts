/** What the editor does with one of HOJ's language names. */
export interface LanguageMode {
  /** Monaco's language id (syntax colouring). */
  monaco: string;
  /** The editor MIME type HOJ sends with a test judge, which maps a language onto a remote judge's. */
  mime: string;
}

const PLAIN: LanguageMode = { monaco: 'plaintext', mime: 'text/plain' };

/**
 * HOJ's language names (`GET /api/languages`, a problem's `languages`), matched by their leading words so the
 * variants a site adds ("C++ 17", "Python 3.10", "GNU G++20") land on the same colouring. First match wins: the
 * longer prefixes come before the ones they start with.
 */
const RULES: ReadonlyArray<readonly [RegExp, LanguageMode]> = [
  [/^(c\+\+|g\+\+|gnu g\+\+|clang\+\+|cpp)/i, { monaco: 'cpp', mime: 'text/x-c++src' }],
  [/^c#|^csharp|^mono c#/i, { monaco: 'csharp', mime: 'text/x-csharp' }],
  [/^(c|gnu c|clang)\b/i, { monaco: 'c', mime: 'text/x-csrc' }],
  [/^java(?!script)/i, { monaco: 'java', mime: 'text/x-java' }],
  [/^(python|pypy)/i, { monaco: 'python', mime: 'text/x-python' }],
  [/^go(lang)?\b/i, { monaco: 'go', mime: 'text/x-go' }],
  [/^php/i, { monaco: 'php', mime: 'text/x-php' }],
  [/^(javascript|node|js\b)/i, { monaco: 'javascript', mime: 'text/javascript' }],
  [/^ruby/i, { monaco: 'ruby', mime: 'text/x-ruby' }],
  [/^rust/i, { monaco: 'rust', mime: 'text/x-rustsrc' }],
];

export function languageModeOf(name: string | null | undefined): LanguageMode {
  const trimmed = (name ?? '').trim();
  return RULES.find(([pattern]) => pattern.test(trimmed))?.[1] ?? PLAIN;
}

/** The Monaco language ids the editor chunk registers (everything `languageModeOf` can answer). */
export const MONACO_LANGUAGES = [
  ...new Set([...RULES.map(([, mode]) => mode.monaco), PLAIN.monaco]),
] as const;
