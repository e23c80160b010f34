import { useEffect, useRef } from 'react';
import { describeEditorInput } from '@hoj/core/editor/describeEditorInput';
import { monaco } from './monacoSetup';
import type { CodeViewProps } from './codeEditorProps';
import { onMac } from './tabFocusKeys';

const themeOf = (dark: boolean) => (dark ? 'hoj-dark' : 'hoj-light');

/** How many of its own recent texts the view recognises when the form hands them back late. */
const ECHOES_KEPT = 64;

/**
 * The Monaco view of the code (a chunk of its own, fetched when a code editor first shows). Its model owns the
 * text while staff type: each change is reported, and the form's value coming back is recognised as an echo of
 * one of those changes, however late it arrives, and never written back (a stale echo written back rewound the
 * text and threw the cursor to the top). Any other value (a form reset, a template filled in) replaces the text
 * as one edit that Ctrl+Z takes back.
 */
export default function MonacoView({
  value,
  onChange,
  language,
  dark,
  ariaLabel,
  height,
  readOnly,
  onTabFocusModeChange,
  describedBy,
}: CodeViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const onChangeRef = useRef(onChange);
  const onTabRef = useRef(onTabFocusModeChange);
  // Texts this view reported itself, oldest first.
  const echoesRef = useRef(new Set<string>());
  useEffect(() => {
    onChangeRef.current = onChange;
    onTabRef.current = onTabFocusModeChange;
  }, [onChange, onTabFocusModeChange]);

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
    const subscription = editor.onDidChangeModelContent(() => {
      const text = editor.getValue();
      const echoes = echoesRef.current;
      echoes.add(text);
      if (echoes.size > ECHOES_KEPT) echoes.delete(echoes.values().next().value as string);
      onChangeRef.current(text);
    });
    // Monaco's own Tab switch keeps its state where no page can read it; the view keeps it as an option on the
    // same keys, so the hint under the editor can say which way Tab works now (Tab is trapped otherwise).
    let tabMovesFocus = false;
    const { KeyMod, KeyCode } = monaco;
    editor.addCommand(
      onMac() ? KeyMod.WinCtrl | KeyMod.Shift | KeyCode.KeyM : KeyMod.CtrlCmd | KeyCode.KeyM,
      () => {
        tabMovesFocus = !tabMovesFocus;
        editor.updateOptions({ tabFocusMode: tabMovesFocus });
        onTabRef.current?.(tabMovesFocus);
      },
    );
    onTabRef.current?.(tabMovesFocus);
    return () => {
      subscription.dispose();
      editor.dispose();
      editorRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model || echoesRef.current.has(value) || model.getValue() === value) return;
    echoesRef.current.clear();
    editor.pushUndoStop();
    editor.executeEdits('hoj.replace', [{ range: model.getFullModelRange(), text: value }]);
    editor.pushUndoStop();
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

  useEffect(() => {
    const editor = editorRef.current;
    return editor ? describeEditorInput(editor, describedBy) : undefined;
  }, [describedBy]);

  return <div ref={host} style={{ height, width: '100%' }} data-testid="monaco-host" />;
}
