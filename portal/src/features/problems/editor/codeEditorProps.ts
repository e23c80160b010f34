import type { CodeReplacement } from '@hoj/core/editor/monaco/MonacoEditor.tsx';
import type { EditorTheme } from './editorThemes';

export type { CodeReplacement } from '@hoj/core/editor/monaco/MonacoEditor.tsx';

/** What any view of the code (Monaco or the plain text area) is given. */
export interface CodeEditorViewProps {
  /**
   * The text as last reported. The plain text area shows it; Monaco reads it only when it opens, since its own
   * model is ahead of it while keys arrive faster than React renders.
   */
  value: string;
  /** The latest outside change: applied once, as one edit the reader can undo. */
  replacement: CodeReplacement | null;
  onChange: (value: string) => void;
  /** Monaco's language id. */
  language: string;
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
  ariaLabel: string;
  height: number;
  /** The id of the text telling how to leave the editor with the keyboard. */
  describedBy?: string;
}
