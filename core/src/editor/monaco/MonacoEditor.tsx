import { useEffect, useRef } from 'react';
import { describeEditorInput } from '../describeEditorInput';
import { monaco } from './monaco';
import { onMac } from './tabFocusKeys';

/** A change of the whole text made outside the editor; `id` goes up with each one. */
export interface CodeReplacement {
  id: number;
  text: string;
}

export interface MonacoEditorProps {
  /**
   * The text as last reported. Read only when the editor opens: its own model is ahead of it while keys arrive
   * faster than React renders.
   */
  value: string;
  /** The latest outside change: applied once, as one edit the reader can undo. */
  replacement: CodeReplacement | null;
  onChange: (value: string) => void;
  /** Monaco's language id (the app registered it). */
  language: string;
  /** A theme the app defined. */
  theme: string;
  /** The editor's accessible name. */
  ariaLabel: string;
  /** Height in pixels. */
  height: number;
  tabSize: number;
  fontSize?: number;
  readOnly?: boolean;
  /** The id of the text telling how to leave the editor with the keyboard. */
  describedBy?: string;
  className?: string;
  /** Told whether Tab now moves focus out (true) or indents (false), on opening and after each Ctrl+M. */
  onTabFocusModeChange?: (tabMovesFocus: boolean) => void;
  /** Called once the editor is drawn. */
  onReady?: () => void;
}

/**
 * Monaco, for both apps (each renders it from a lazy module of its own that first registers its languages and
 * themes). Its model owns the text while the reader types: each change is reported, and nothing rendered
 * afterwards writes the text back. React's copy lags behind the keyboard when keys come faster than it renders
 * (a fast typist, a slow lab PC), and writing that stale copy back used to rewind the text and throw the cursor
 * to the top. Changes made outside (a reset, a template, another tab's draft) arrive as numbered replacements,
 * each applied once as a single edit that Ctrl+Z takes back.
 */
export function MonacoEditor({
  value,
  replacement,
  onChange,
  language,
  theme,
  ariaLabel,
  height,
  tabSize,
  fontSize,
  readOnly,
  describedBy,
  className,
  onTabFocusModeChange,
  onReady,
}: MonacoEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const callbacks = useRef({ onChange, onTabFocusModeChange, onReady });
  useEffect(() => {
    callbacks.current = { onChange, onTabFocusModeChange, onReady };
  }, [onChange, onTabFocusModeChange, onReady]);
  // Read when the editor opens: the text typed in a plain view meanwhile, which already includes any
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
      readOnly,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fixedOverflowWidgets: true,
    });
    editorRef.current = editor;
    applied.current = opening.current.replacementId;
    callbacks.current.onReady?.();
    const changes = editor.onDidChangeModelContent(() => callbacks.current.onChange(editor.getValue()));
    // Monaco's own switch keeps its state where no page can read it; this editor keeps it as an option
    // instead, on the same keys, so the hint below the editor can say which way Tab works now.
    let tabMovesFocus = false;
    const { KeyMod, KeyCode } = monaco;
    editor.addCommand(
      onMac() ? KeyMod.WinCtrl | KeyMod.Shift | KeyCode.KeyM : KeyMod.CtrlCmd | KeyCode.KeyM,
      () => {
        tabMovesFocus = !tabMovesFocus;
        editor.updateOptions({ tabFocusMode: tabMovesFocus });
        callbacks.current.onTabFocusModeChange?.(tabMovesFocus);
      },
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
    editorRef.current?.updateOptions({ fontSize, tabSize, readOnly, ariaLabel });
    editorRef.current?.getModel()?.updateOptions({ tabSize });
  }, [fontSize, tabSize, readOnly, ariaLabel]);

  return <div ref={host} className={className} style={{ height, width: '100%' }} data-testid="monaco-host" />;
}
