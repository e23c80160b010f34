// The languages HOJ judges, coloured on the main thread (core's slim Monaco holds none), and the reader's themes.
import { monaco } from '@hoj/core/editor/monaco/monaco';
import 'monaco-editor/languages/definitions/cpp/register';
import 'monaco-editor/languages/definitions/java/register';
import 'monaco-editor/languages/definitions/python/register';
import 'monaco-editor/languages/definitions/go/register';
import 'monaco-editor/languages/definitions/csharp/register';
import 'monaco-editor/languages/definitions/php/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/ruby/register';
import 'monaco-editor/languages/definitions/rust/register';
import 'monaco-editor/languages/definitions/kotlin/register';
import 'monaco-editor/languages/definitions/pascal/register';
import 'monaco-editor/languages/definitions/scala/register';
import 'monaco-editor/languages/definitions/perl/register';
import { EDITOR_THEMES, THEME_PALETTES, type ThemePalette } from '../editorThemes';

const bare = (hex: string) => hex.slice(1);

function themeData(palette: ThemePalette): monaco.editor.IStandaloneThemeData {
  return {
    base: palette.dark ? 'vs-dark' : 'vs',
    inherit: true,
    rules: [
      { token: '', foreground: bare(palette.foreground), background: bare(palette.background) },
      { token: 'comment', foreground: bare(palette.comment), fontStyle: 'italic' },
      { token: 'keyword', foreground: bare(palette.keyword) },
      { token: 'string', foreground: bare(palette.string) },
      { token: 'number', foreground: bare(palette.number) },
      { token: 'type', foreground: bare(palette.type) },
      { token: 'identifier', foreground: bare(palette.foreground) },
      { token: 'delimiter', foreground: bare(palette.foreground) },
      { token: 'operator', foreground: bare(palette.foreground) },
      { token: 'predefined', foreground: bare(palette.function) },
      { token: 'annotation', foreground: bare(palette.function) },
      { token: 'regexp', foreground: bare(palette.string) },
    ],
    colors: {
      'editor.background': palette.background,
      'editor.foreground': palette.foreground,
      'editorLineNumber.foreground': palette.lineNumber,
      'editorLineNumber.activeForeground': palette.foreground,
      'editor.lineHighlightBackground': palette.lineHighlight,
      'editor.selectionBackground': palette.selection,
      'editorCursor.foreground': palette.cursor,
      'editorGutter.background': palette.background,
    },
  };
}

for (const name of EDITOR_THEMES) monaco.editor.defineTheme(name, themeData(THEME_PALETTES[name]));
