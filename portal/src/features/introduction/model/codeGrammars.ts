/**
 * Just enough of each judged language's syntax to colour a short example: comments, strings, numbers,
 * keywords and preprocessor lines. Not a parser; the examples are a few lines of plain code, and the problem
 * pages' editor (Monaco) is far too heavy to load for them.
 */
export interface CodeGrammar {
  keywords: ReadonlySet<string>;
  /** Comment patterns (regular-expression source), tried before strings. */
  comments: readonly string[];
  strings: readonly string[];
  /** Whole lines (or tags) that are directives rather than code: `#include`, `<?php`. */
  meta: readonly string[];
}

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

/** The end of the whole text: the patterns run in multi-line mode, where `$` is the end of a line. */
const END = '(?![\\s\\S])';
const SLASH_COMMENTS = ['//[^\\n]*', `/\\*[\\s\\S]*?(?:\\*/|${END})`];
const HASH_COMMENT = '#[^\\n]*';
const DOUBLE = '"(?:[^"\\\\\\n]|\\\\.)*"?';
const SINGLE = "'(?:[^'\\\\\\n]|\\\\.)*'?";
/** A one-character literal only, where a lone quote means something else (Rust's lifetimes). */
const CHAR = "'(?:[^'\\\\\\n]|\\\\.)'";
const BACKTICK = '`[^`]*`?';
const TRIPLE = `"""[\\s\\S]*?(?:"""|${END})|'''[\\s\\S]*?(?:'''|${END})`;
const PREPROCESSOR = '^[ \\t]*#[^\\n]*';

const C_WORDS =
  'auto break case char const continue default do double else enum extern float for goto if inline int long ' +
  'register restrict return short signed sizeof static struct switch typedef union unsigned void volatile while';

const c: CodeGrammar = {
  keywords: words(C_WORDS),
  comments: SLASH_COMMENTS,
  strings: [DOUBLE, SINGLE],
  meta: [PREPROCESSOR],
};

const cpp: CodeGrammar = {
  ...c,
  keywords: words(
    `${C_WORDS} bool catch class constexpr delete explicit false friend mutable namespace new nullptr operator ` +
      'private protected public template this throw true try typename using virtual',
  ),
};

const java: CodeGrammar = {
  keywords: words(
    'abstract boolean break byte case catch char class continue default do double else enum extends false final ' +
      'finally float for if implements import instanceof int interface long new null package private protected ' +
      'public return short static super switch this throw throws true try var void while ' +
      // Kotlin and Scala share Java's editor type on HOJ; their commonest words colour too.
      'fun val object when def',
  ),
  comments: SLASH_COMMENTS,
  strings: [DOUBLE, SINGLE],
  meta: [],
};

const csharp: CodeGrammar = {
  keywords: words(
    'abstract bool break byte case catch char class const continue decimal default do double else enum false ' +
      'float for foreach if in int interface internal long namespace new null object override private protected ' +
      'public readonly return static string struct switch this throw true try using var virtual void while',
  ),
  comments: SLASH_COMMENTS,
  strings: [DOUBLE, SINGLE],
  meta: [PREPROCESSOR],
};

const go: CodeGrammar = {
  keywords: words(
    'break case chan const continue default defer else fallthrough for func go goto if import interface map ' +
      'package range return select struct switch type var true false nil int int64 int32 string float64 bool byte',
  ),
  comments: SLASH_COMMENTS,
  strings: [DOUBLE, BACKTICK, CHAR],
  meta: [],
};

const javascript: CodeGrammar = {
  keywords: words(
    'async await break case catch class const continue default delete do else export extends false finally for ' +
      'function if import in instanceof let new null of return super switch this throw true try typeof undefined ' +
      'var void while yield',
  ),
  comments: SLASH_COMMENTS,
  strings: [DOUBLE, SINGLE, BACKTICK],
  meta: [],
};

const python: CodeGrammar = {
  keywords: words(
    'and as assert async await break class continue def del elif else except False finally for from global if ' +
      'import in is lambda None nonlocal not or pass print raise return True try while with yield',
  ),
  comments: [HASH_COMMENT],
  strings: [TRIPLE, DOUBLE, SINGLE],
  meta: [],
};

const ruby: CodeGrammar = {
  keywords: words(
    'begin break case class def do else elsif end ensure false for if in module next nil not or and puts ' +
      'redo rescue retry return self super then true unless until when while yield',
  ),
  comments: [HASH_COMMENT],
  strings: [DOUBLE, SINGLE],
  meta: [],
};

const rust: CodeGrammar = {
  keywords: words(
    'as break const continue crate else enum false fn for if impl in let loop match mod move mut pub ref ' +
      'return self Self static struct super trait true type unsafe use where while i32 i64 u32 u64 usize ' +
      'String str bool',
  ),
  comments: SLASH_COMMENTS,
  strings: [DOUBLE, CHAR],
  meta: [],
};

const php: CodeGrammar = {
  keywords: words(
    'array as break case class const continue default do echo else elseif false for foreach function if ' +
      'include new null print require return static switch true while',
  ),
  comments: [...SLASH_COMMENTS, HASH_COMMENT],
  strings: [DOUBLE, SINGLE],
  meta: ['<\\?php|\\?>'],
};

const pascal: CodeGrammar = {
  keywords: words(
    'and array begin case const div do downto else end for function if integer longint mod not of or ' +
      'procedure program read readln record repeat string then to type until uses var while write writeln',
  ),
  comments: ['//[^\\n]*', `\\{[\\s\\S]*?(?:\\}|${END})`, `\\(\\*[\\s\\S]*?(?:\\*\\)|${END})`],
  strings: ["'[^'\\n]*'?"],
  meta: [],
};

/** HOJ's editor MIME types (a language's `contentType`). */
const BY_MIME: ReadonlyMap<string, CodeGrammar> = new Map([
  ['text/x-csrc', c],
  ['text/x-c++src', cpp],
  ['text/x-java', java],
  ['text/x-scala', java],
  ['text/x-kotlin', java],
  ['text/x-csharp', csharp],
  ['text/x-go', go],
  ['text/javascript', javascript],
  ['text/x-python', python],
  ['text/x-ruby', ruby],
  ['text/x-rustsrc', rust],
  ['text/x-php', php],
  ['text/x-pascal', pascal],
]);

/** For a language sent without its MIME type: its name's leading words (longer prefixes first). */
const BY_NAME: ReadonlyArray<readonly [RegExp, CodeGrammar]> = [
  [/^(c\+\+|g\+\+|gnu g\+\+|clang\+\+|cpp)/i, cpp],
  [/^(c#|csharp|mono c#)/i, csharp],
  [/^(c(11|99|17)?|gcc|gnu gcc|clang)\b/i, c],
  [/^(javascript|node|js\b)/i, javascript],
  [/^(java|kotlin|scala)/i, java],
  [/^(python|pypy)/i, python],
  [/^go(lang)?\b/i, go],
  [/^php/i, php],
  [/^ruby/i, ruby],
  [/^rust/i, rust],
  [/^(pascal|free pascal|fpc)/i, pascal],
];

/** The grammar for a language, or null (the example is shown uncoloured). */
export function grammarOf(contentType: string | null, name: string): CodeGrammar | null {
  const byMime = contentType ? BY_MIME.get(contentType.trim().toLowerCase()) : undefined;
  if (byMime) return byMime;
  return BY_NAME.find(([pattern]) => pattern.test(name.trim()))?.[1] ?? null;
}
