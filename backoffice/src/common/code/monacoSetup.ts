// The languages judge programs and templates are written in here (C and C++, Java, Python), coloured on the
// main thread (core's slim Monaco holds none), and the back office's two themes.
import { monaco } from '@hoj/core/editor/monaco/monaco';
import 'monaco-editor/languages/definitions/cpp/register';
import 'monaco-editor/languages/definitions/java/register';
import 'monaco-editor/languages/definitions/python/register';

// Monaco's own themes colour some tokens below 4.5:1 (dark comments #608b4e, grey delimiters, light-red
// invalid tokens). These replace them outright (`inherit: false`): a token without a rule takes the plain text
// colour, which always reads, rather than an inherited colour nobody checked.
const rules = (colours: Record<string, string>): monaco.editor.ITokenThemeRule[] =>
  Object.entries(colours).map(([token, foreground]) => ({ token, foreground }));

monaco.editor.defineTheme('hoj-light', {
  base: 'vs',
  inherit: false,
  rules: rules({
    '': '1f1f1f',
    comment: '1e7a1e',
    keyword: '0000ff',
    string: 'a31515',
    number: '098658',
    type: '267f99',
    predefined: '795e26',
    annotation: '795e26',
    regexp: '811f3f',
  }),
  colors: { 'editor.background': '#ffffff', 'editor.foreground': '#1f1f1f' },
});

monaco.editor.defineTheme('hoj-dark', {
  base: 'vs-dark',
  inherit: false,
  rules: rules({
    '': 'd4d4d4',
    comment: '7ca668',
    keyword: '569cd6',
    string: 'ce9178',
    number: 'b5cea8',
    type: '4ec9b0',
    predefined: 'dcdcaa',
    annotation: 'dcdcaa',
    regexp: 'd16969',
  }),
  colors: { 'editor.background': '#1e1e1e', 'editor.foreground': '#d4d4d4' },
});
