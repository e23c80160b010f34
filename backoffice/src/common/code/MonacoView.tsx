import { useEffect, useRef } from 'react';
import { monaco } from './monacoSetup';
import type { CodeViewProps } from './codeEditorProps';

const themeOf = (dark: boolean) => (dark ? 'hoj-dark' : 'hoj-light');

/**
 * The Monaco view of the code (a chunk of its own, fetched when a code editor first shows). It opens with the
 * current text and reports every change; a value set from outside (a form reset, a template filled in) replaces
 * the text only when it differs, so the cursor stays put while staff type.
 */
export default function MonacoView({
  value,
  onChange,
  language,
  dark,
  ariaLabel,
  height,
  readOnly,
}: CodeViewProps) {
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
      theme: themeOf(dark),
      ariaLabel,
      readOnly,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fixedOverflowWidgets: true,
      tabSize: 4,
    });
    editorRef.current = editor;
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
    monaco.editor.setTheme(themeOf(dark));
  }, [dark]);

  useEffect(() => {
    editorRef.current?.updateOptions({ readOnly, ariaLabel });
  }, [readOnly, ariaLabel]);

  return <div ref={host} style={{ height, width: '100%' }} data-testid="monaco-host" />;
}
