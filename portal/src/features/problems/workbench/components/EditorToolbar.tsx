import { useId } from 'react';
import { useT } from '@portal/i18n/useT';
import { EDITOR_THEMES, isEditorThemeChoice } from '@portal/features/problems/editor/editorThemes';
import { FONT_SIZES, TAB_SIZES } from '@portal/features/problems/editor/editorSettings';
import type { EditorDraftState } from '../hooks/useEditorDraft';

interface EditorToolbarProps {
  editor: EditorDraftState;
  onReset: () => void;
  onLastAccepted: () => void;
  onCopy: () => void;
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="workbench__select">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The language, the editor's looks and the code actions (reset, last accepted code, copy). */
export function EditorToolbar({ editor, onReset, onLastAccepted, onCopy }: EditorToolbarProps) {
  const t = useT();
  const { draft } = editor;
  return (
    <div className="workbench__toolbar">
      <div className="workbench__settings">
        <Select label={t('workbench.language')} value={draft.language} onChange={editor.setLanguage}>
          {editor.languages.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </Select>
        <Select
          label={t('workbench.theme')}
          value={draft.theme}
          onChange={(theme) => {
            if (isEditorThemeChoice(theme)) editor.setSettings({ theme });
          }}
        >
          <option value="auto">{t('workbench.themeAuto')}</option>
          {EDITOR_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {theme}
            </option>
          ))}
        </Select>
        <Select
          label={t('workbench.fontSize')}
          value={draft.fontSize}
          onChange={(size) => editor.setSettings({ fontSize: Number(size) })}
        >
          {FONT_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('workbench.fontSizeOption', { size })}
            </option>
          ))}
        </Select>
        <Select
          label={t('workbench.tabSize')}
          value={draft.tabSize}
          onChange={(size) => editor.setSettings({ tabSize: Number(size) })}
        >
          {TAB_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('workbench.tabSizeOption', { size })}
            </option>
          ))}
        </Select>
      </div>
      <div className="workbench__code-actions">
        <button type="button" className="button button--ghost button--small" onClick={onReset}>
          {t('workbench.reset')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onLastAccepted}>
          {t('workbench.lastAc')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onCopy}>
          {t('workbench.copy')}
        </button>
      </div>
    </div>
  );
}
