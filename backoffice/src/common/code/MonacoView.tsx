import { useCallback, useEffect, useRef, useState } from 'react';
import { MonacoEditor, type CodeReplacement } from '@hoj/core/editor/monaco/MonacoEditor.tsx';
import './monacoSetup';
import type { CodeViewProps } from './codeEditorProps';

/** How many of its own recent texts the view recognises when the form hands them back late. */
const ECHOES_KEPT = 64;

/**
 * The back office's Monaco (a chunk of its own, fetched when a code editor first shows): core's editor in the
 * back office's light or dark theme. The form hands back every text the editor reported, sometimes late; such a
 * value is recognised as an echo and never written back (a stale echo rewound the text and threw the cursor to
 * the top). Any other value (a form reset, a template filled in) becomes a replacement: one edit Ctrl+Z takes
 * back.
 */
export default function MonacoView({ value, onChange, dark, ...view }: CodeViewProps) {
  // Texts this view reported itself, oldest first.
  const echoes = useRef(new Set<string>());
  const [replacement, setReplacement] = useState<CodeReplacement | null>(null);

  const report = useCallback(
    (text: string) => {
      const kept = echoes.current;
      kept.add(text);
      if (kept.size > ECHOES_KEPT) kept.delete(kept.values().next().value as string);
      onChange(text);
    },
    [onChange],
  );

  useEffect(() => {
    if (echoes.current.has(value)) return;
    echoes.current.clear();
    setReplacement((last) => ({ id: (last?.id ?? 0) + 1, text: value }));
  }, [value]);

  return (
    <MonacoEditor
      {...view}
      value={value}
      replacement={replacement}
      onChange={report}
      theme={dark ? 'hoj-dark' : 'hoj-light'}
      tabSize={4}
    />
  );
}
