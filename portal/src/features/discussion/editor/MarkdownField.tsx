import { useId, useState, type Ref } from 'react';
import '@portal/i18n/pages/discussionEditor';
import '@portal/i18n/pages/discussions';
import { useT } from '@portal/i18n/useT';
import { LazyMarkdown } from '@portal/shared/ui/LazyMarkdown';
import { EmptyState } from '@portal/shared/ui/states';

interface MarkdownFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The message under the field, already translated. */
  error?: string | undefined;
  /** The rule set the text will be published with: the preview shows what readers will see. */
  trusted: boolean;
  max: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * Markdown with a preview: the text box, or the text as core's renderer will draw it for readers. The box stays
 * mounted while previewing (hidden), so the form keeps its reference and nothing typed is lost.
 */
export function MarkdownField({
  label,
  value,
  onChange,
  onBlur,
  error,
  trusted,
  max,
  ref,
}: MarkdownFieldProps) {
  const t = useT();
  const id = useId();
  const [preview, setPreview] = useState(false);
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  return (
    <div className="field markdown-field">
      <div className="markdown-field__head">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <div className="markdown-field__modes" role="group" aria-label={t('discussions.editor.mode')}>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={!preview}
            onClick={() => setPreview(false)}
          >
            {t('discussions.editor.write')}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={preview}
            onClick={() => setPreview(true)}
          >
            {t('discussions.editor.preview')}
          </button>
        </div>
      </div>
      <textarea
        ref={ref}
        id={id}
        className="field__input markdown-field__input"
        hidden={preview}
        value={value}
        rows={14}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${counterId}${error ? ` ${errorId}` : ''}`}
        aria-required="true"
        placeholder={t('discussions.editor.contentPlaceholder')}
      />
      {preview ? (
        <div
          className="markdown-field__preview"
          role="region"
          aria-label={t('discussions.editor.previewOf', { label })}
        >
          {value.trim() ? (
            <LazyMarkdown source={value} trusted={trusted} rows={4} />
          ) : (
            <EmptyState message={t('discussions.editor.nothingToPreview')} />
          )}
        </div>
      ) : null}
      <p className="markdown-field__foot">
        <span id={counterId} className={value.length > max ? 'markdown-field__over' : undefined}>
          {t('discussions.editor.count', { count: value.length, max })}
        </span>
      </p>
      <p id={errorId} className="field__error">
        {error ?? null}
      </p>
    </div>
  );
}
