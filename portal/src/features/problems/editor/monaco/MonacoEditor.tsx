import { useEffect, useRef } from 'react';
import { PERF_MARKS, markOnce } from '@hoj/core/perf/marks';
import { describeEditorInput } from '@hoj/core/editor/describeEditorInput';
import { monaco } from './monacoSetup';
import type { CodeEditorViewProps } from '../codeEditorProps';

export interface MonacoEditorProps extends CodeEditorViewProps {
  /** Tab moves focus out of the editor instead of indenting (toggled with Ctrl+M). */
  onTabFocusModeChange?: (tabMovesFocus: boolean) => void;
}

/**
 * The Monaco view of the code (its own chunk, fetched when a wide screen first shows an editor). Its model owns
 * the text while the reader types: each change is reported, and nothing the page renders afterwards writes the
 * text back. React's copy lags behind the keyboard when keys come faster than it renders (a fast typist, a slow
 * lab PC), and writing that stale copy back used to rewind the text and throw the cursor to the top. Changes
 * made outside (reset, last accepted code, a template, another tab's draft) arrive as numbered replacements,
 * each applied once as a single edit that Ctrl+Z takes back.
 */
export default function MonacoEditor({
  value,
  replacement,
  onChange,
  language,
  theme,
  fontSize,
  tabSize,
  ariaLabel,
  height,
  describedBy,
  onTabFocusModeChange,
}: MonacoEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const callbacks = useRef({ onChange, onTabFocusModeChange });
  useEffect(() => {
    callbacks.current = { onChange, onTabFocusModeChange };
  }, [onChange, onTabFocusModeChange]);
  // Read when the editor opens: the text typed in the plain view meanwhile, which already includes any
  // replacement made before, so that one is not applied a second time.
  const opening = useRef({ value, replacementId: replacement?.id ?? 0 });
  useEffect(() => {
    if (!editorRef.current) opening.current = { value, replacementId: replacement?.id ?? 0 };
  });
  const applied = useRef(0);

  // The editor lives as long as the view; later prop changes are applied to it below.
  useEffect(() => {
    if (!host.current) return undefined;
    const editor = monaco.editor.create(host.current, {
      value: opening.current.value,
      language,
      theme,
      fontSize,
      tabSize,
      ariaLabel,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fixedOverflowWidgets: true,
    });
    editorRef.current = editor;
    applied.current = opening.current.replacementId;
    markOnce(PERF_MARKS.editorReady);
    const changes = editor.onDidChangeModelContent(() => callbacks.current.onChange(editor.getValue()));
    // Monaco's own switch keeps its state where no page can read it; this editor keeps it as an option
    // instead, on the same keys, so the hint below the editor can say which way Tab works now.
    let tabMovesFocus = false;
    const toggleTabFocus = () => {
      tabMovesFocus = !tabMovesFocus;
      editor.updateOptions({ tabFocusMode: tabMovesFocus });
      callbacks.current.onTabFocusModeChange?.(tabMovesFocus);
    };
    const mac = /mac/i.test(navigator.platform);
    const { KeyMod, KeyCode } = monaco;
    editor.addCommand(
      mac ? KeyMod.WinCtrl | KeyMod.Shift | KeyCode.KeyM : KeyMod.CtrlCmd | KeyCode.KeyM,
      toggleTabFocus,
    );
    callbacks.current.onTabFocusModeChange?.(tabMovesFocus);
    return () => {
      changes.dispose();
      editor.dispose();
      editorRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model || !replacement || replacement.id <= applied.current) return;
    applied.current = replacement.id;
    if (model.getValue() === replacement.text) return;
    // One undo step of its own: Ctrl+Z brings back exactly the text it replaced.
    editor.pushUndoStop();
    editor.executeEdits('hoj.replace', [{ range: model.getFullModelRange(), text: replacement.text }]);
    editor.pushUndoStop();
  }, [replacement]);

  useEffect(() => {
    const editor = editorRef.current;
    return editor ? describeEditorInput(editor, describedBy) : undefined;
  }, [describedBy]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (model) monaco.editor.setModelLanguage(model, language);
  }, [language]);

  useEffect(() => {
    monaco.editor.setTheme(theme);
  }, [theme]);

  useEffect(() => {
    editorRef.current?.updateOptions({ fontSize, tabSize });
    editorRef.current?.getModel()?.updateOptions({ tabSize });
  }, [fontSize, tabSize]);

  return <div ref={host} className="code-editor__monaco" style={{ height }} data-testid="monaco-host" />;
}
