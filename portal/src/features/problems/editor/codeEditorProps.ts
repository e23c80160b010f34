import type { EditorTheme } from './editorThemes';

/** What any view of the code (Monaco or the plain text area) is given. */
export interface CodeEditorViewProps {
  value: string;
  onChange: (value: string) => void;
  /** Monaco's language id. */
  language: string;
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
  ariaLabel: string;
  height: number;
}
