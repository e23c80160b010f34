import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import '@portal/i18n/pages/groupContentAdmin';
import { useT } from '@portal/i18n/useT';
import { LazyMarkdown } from '@portal/shared/ui/LazyMarkdown';
import './GroupForm.css';

interface MarkdownPreviewFieldProps {
  label: string;
  /** The field's current text (the form's `watch`), drawn by the renderer while the preview is on. */
  value: string;
  error: string | null;
  rows: number;
  registration: UseFormRegisterReturn;
}

/**
 * A required Markdown text area of a group editor with a preview switch. The preview replaces the text area (a
 * phone has no room for both); the typed text stays in the form while it is shown.
 */
export function MarkdownPreviewField({ label, value, error, rows, registration }: MarkdownPreviewFieldProps) {
  const t = useT();
  const id = useId();
  const [preview, setPreview] = useState(false);
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="group-admin__preview-switch">
        <label>
          <input type="checkbox" checked={preview} onChange={(event) => setPreview(event.target.checked)} />
          {t('groupAdmin.preview')}
        </label>
      </div>
      {preview ? (
        <div className="group-admin__preview" aria-label={t('groupAdmin.preview')} role="region">
          <LazyMarkdown source={value} />
        </div>
      ) : (
        <textarea
          id={id}
          aria-labelledby={`${id}-label`}
          className="field__input group-form__description"
          rows={rows}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          {...registration}
        />
      )}
      <p id={`${id}-error`} className="field__error">
        {error}
      </p>
    </div>
  );
}
