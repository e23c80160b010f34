import { PERF_MARKS, markOnce } from '@hoj/core/perf/marks';
import { MonacoEditor } from '@hoj/core/editor/monaco/MonacoEditor.tsx';
import './monacoSetup';
import type { CodeEditorViewProps } from '../codeEditorProps';

export interface MonacoEditorProps extends CodeEditorViewProps {
  /** Tab moves focus out of the editor instead of indenting (toggled with Ctrl+M). */
  onTabFocusModeChange?: (tabMovesFocus: boolean) => void;
}

const markReady = () => markOnce(PERF_MARKS.editorReady);

/**
 * The workbench's Monaco (its own chunk, fetched when a wide screen first shows an editor): core's editor with
 * the judged languages and the reader's theme registered, timed for `npm run bench:problem`.
 */
export default function PortalMonacoEditor(props: MonacoEditorProps) {
  return <MonacoEditor {...props} className="code-editor__monaco" onReady={markReady} />;
}
