import type { CodeLanguage } from './codeLanguage';

/** What either view of the code (Monaco or the plain text area) is given. */
export interface CodeViewProps {
  value: string;
  onChange(value: string): void;
  language: CodeLanguage;
  /** Follows the back office's light or dark theme. */
  dark: boolean;
  /** The editor's accessible name. */
  ariaLabel: string;
  /** Height in pixels. */
  height: number;
  readOnly?: boolean;
  /** Told whether Tab now moves focus out (true) or indents (false), on opening and after each Ctrl+M. */
  onTabFocusModeChange?(moves: boolean): void;
  /** The id of the text describing the editor (its Tab hint). */
  describedBy?: string;
}
