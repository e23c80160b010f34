import { useEffect, useRef } from 'react';
import { PERF_MARKS, markOnce } from '@hoj/core/perf/marks';
import { monaco } from './monacoSetup';
import type { CodeEditorViewProps } from '../codeEditorProps';

/**
 * The Monaco view of the code (its own chunk, fetched when a wide screen first shows an editor). It opens with
 * the current text and reports every change; a value set from outside (reset, last accepted code) replaces the
 * text only when it differs, so the cursor stays put while the reader types.
 */
export default function MonacoEditor({
  value,
  onChange,
  language,
  theme,
  fontSize,
  tabSize,
  ariaLabel,
  height,
}: CodeEditorViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The editor lives as long as the view; later prop changes are applied to it below.
  useEffect(() => {
    if (!host.current) return undefined;
    const editor = monaco.editor.create(host.current, {
      value,
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
    markOnce(PERF_MARKS.editorReady);
    const subscription = editor.onDidChangeModelContent(() => onChangeRef.current(editor.getValue()));
    return () => {
      subscription.dispose();
      editor.dispose();
      editorRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    if (editor && editor.getValue() !== value) editor.setValue(value);
  }, [value]);

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
