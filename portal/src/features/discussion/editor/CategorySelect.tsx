import { useId } from 'react';
import type { Category } from '@generated/model/index';
import '@portal/i18n/pages/discussionEditor';
import '@portal/i18n/pages/discussions';
import { useT } from '@portal/i18n/useT';

interface CategorySelectProps {
  categories: readonly Category[];
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** The category of a post: one of the site's categories, none chosen at first. */
export function CategorySelect({ categories, value, onChange, onBlur, error }: CategorySelectProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('discussions.editor.category')}
      </label>
      <select
        id={id}
        className="field__input"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        onBlur={onBlur}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t('discussions.editor.chooseCategory')}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </select>
      <p id={`${id}-error`} className="field__error">
        {error ?? null}
      </p>
    </div>
  );
}
