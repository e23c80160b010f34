/** The Monaco language ids the back office's editor chunk registers. */
export type CodeLanguage = 'c' | 'cpp' | 'java' | 'python' | 'plaintext';

/**
 * HOJ's language names ("C", "C++ 17", "C With O2", "Java", "Python3", "PyPy3") by their leading words, so the
 * variants a site adds get the same colouring; anything else is edited as plain text. C++ comes before C, which
 * it starts with.
 */
const RULES: ReadonlyArray<readonly [RegExp, CodeLanguage]> = [
  [/^(c\+\+|g\+\+|gnu g\+\+|clang\+\+|cpp)/i, 'cpp'],
  [/^(c|gcc|gnu c|clang)(\s|$)/i, 'c'],
  [/^java(?!script)/i, 'java'],
  [/^(python|pypy)/i, 'python'],
];

export function codeLanguageOf(name: string | null | undefined): CodeLanguage {
  const trimmed = (name ?? '').trim();
  return RULES.find(([pattern]) => pattern.test(trimmed))?.[1] ?? 'plaintext';
}
