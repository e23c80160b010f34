import { useId } from 'react';
import { useLazyModule } from '@portal/shared/hooks/useLazyModule';
import type { CodeEditorViewProps } from './codeEditorProps';
import { usePhoneLayout } from './usePhoneLayout';
import './codeEditor.css';

const loadMonaco = () => import('./monaco/MonacoEditor');

interface CodeEditorProps extends Omit<CodeEditorViewProps, 'ariaLabel'> {
  /** The plain text area's visible label. */
  label: string;
  /** Monaco's accessible name. */
  editorLabel: string;
}

/**
 * The code, editable at once: a plain text area edits it until Monaco has arrived, and for good on phones or
 * when Monaco cannot load; Monaco then opens with whatever was typed meanwhile. Both views edit the same value.
 */
export function CodeEditor({ label, editorLabel, ...view }: CodeEditorProps) {
  const phone = usePhoneLayout();
  const monaco = useLazyModule(loadMonaco, !phone);
  const id = useId();
  if (!phone && monaco.status === 'ready') {
    const Monaco = monaco.module.default;
    return (
      <div className="code-editor">
        <Monaco {...view} ariaLabel={editorLabel} />
      </div>
    );
  }
  return (
    <div className="code-editor">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        className="code-editor__plain"
        value={view.value}
        onChange={(event) => view.onChange(event.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="off"
        style={{ height: phone ? undefined : view.height, fontSize: view.fontSize, tabSize: view.tabSize }}
        aria-busy={!phone && monaco.status === 'loading'}
      />
    </div>
  );
}
