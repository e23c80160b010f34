import { useId, useState } from 'react';
import '@portal/i18n/pages/workbench';
import { useT } from '@portal/i18n/useT';
import { useLazyModule } from '@portal/shared/hooks/useLazyModule';
import { tabFocusKeys } from '@hoj/core/editor/monaco/tabFocusKeys';
import type { CodeEditorViewProps } from './codeEditorProps';
import { usePhoneLayout } from './usePhoneLayout';
import './codeEditor.css';

const loadMonaco = () => import('./monaco/MonacoEditor');

interface CodeEditorProps extends Omit<CodeEditorViewProps, 'ariaLabel' | 'describedBy'> {
  /** The plain text area's visible label. */
  label: string;
  /** Monaco's accessible name. */
  editorLabel: string;
}

/**
 * The code, editable at once: a plain text area edits it until Monaco has arrived, and for good on phones or
 * when Monaco cannot load; Monaco then opens with whatever was typed meanwhile. Both views edit the same value.
 * Under Monaco a line says how Tab behaves and how to leave the editor by keyboard (Tab indents there).
 */
export function CodeEditor({ label, editorLabel, ...view }: CodeEditorProps) {
  const t = useT();
  const phone = usePhoneLayout();
  const monaco = useLazyModule(loadMonaco, !phone);
  const id = useId();
  const hintId = `${id}-tab-hint`;
  const [tabMovesFocus, setTabMovesFocus] = useState(false);
  if (!phone && monaco.status === 'ready') {
    const Monaco = monaco.module.default;
    return (
      <div className="code-editor">
        <Monaco
          {...view}
          ariaLabel={editorLabel}
          describedBy={hintId}
          onTabFocusModeChange={setTabMovesFocus}
        />
        <p id={hintId} className="code-editor__hint">
          {t(tabMovesFocus ? 'workbench.tabHint.moves' : 'workbench.tabHint.indents', {
            keys: tabFocusKeys(),
          })}
        </p>
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
      {/* Holds the hint's line while Monaco loads, so the buttons below do not move when it arrives. */}
      {phone ? null : <p className="code-editor__hint" aria-hidden="true" />}
    </div>
  );
}
