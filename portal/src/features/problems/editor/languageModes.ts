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
  [
    /^(c\+\+|g\+\+|gnu g\+\+|clang\+\+|cpp|microsoft visual c\+\+|msvc)/i,
    { monaco: 'cpp', mime: 'text/x-c++src' },
  ],
  [/^c#|^csharp|^mono c#/i, { monaco: 'csharp', mime: 'text/x-csharp' }],
  // Remote judges spell C as "GCC" (HDU, POJ) or "GNU GCC C11" (Codeforces).
  [/^(c(11|99|17)?|gcc|gnu gcc|gnu c|clang)\b/i, { monaco: 'c', mime: 'text/x-csrc' }],
  [/^java(?!script)/i, { monaco: 'java', mime: 'text/x-java' }],
  // HOJ's own language table gives Kotlin Java's editor type (its old editor had no Kotlin mode).
  [/^kotlin/i, { monaco: 'kotlin', mime: 'text/x-java' }],
  [/^(python|pypy)/i, { monaco: 'python', mime: 'text/x-python' }],
  [/^go(lang)?\b/i, { monaco: 'go', mime: 'text/x-go' }],
  [/^php/i, { monaco: 'php', mime: 'text/x-php' }],
  [/^(javascript|node|js\b)/i, { monaco: 'javascript', mime: 'text/javascript' }],
  [/^ruby/i, { monaco: 'ruby', mime: 'text/x-ruby' }],
  [/^rust/i, { monaco: 'rust', mime: 'text/x-rustsrc' }],
  [/^(pascal|free pascal|fpc|delphi|pascalabc)/i, { monaco: 'pascal', mime: 'text/x-pascal' }],
  [/^scala/i, { monaco: 'scala', mime: 'text/x-scala' }],
  [/^perl/i, { monaco: 'perl', mime: 'text/x-perl' }],
];

export function languageModeOf(name: string | null | undefined): LanguageMode {
  const trimmed = (name ?? '').trim();
  return RULES.find(([pattern]) => pattern.test(trimmed))?.[1] ?? PLAIN;
}

/** The Monaco language ids the editor chunk registers (everything `languageModeOf` can answer). */
export const MONACO_LANGUAGES = [
  ...new Set([...RULES.map(([, mode]) => mode.monaco), PLAIN.monaco]),
] as const;
