import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { Language } from '@generated/model/index';
import type { ProblemForm } from '@hoj/core/editor/problemEditor';
import { useT } from '@portal/i18n/useT';
import { Section, useFieldError } from './FormControls';

/** The languages a submission may use, and a code template per language (only enabled ones are shown). */
export function LanguagesSection({ languages }: { languages: readonly Language[] }) {
  const t = useT();
  const { control, register, setValue } = useFormContext<ProblemForm>();
  const chosen = (useWatch<ProblemForm>({ name: 'languages' }) as string[] | undefined) ?? [];
  const templates = useFieldArray({ control, name: 'codeTemplates' });
  const error = useFieldError('languages');
  const names = languages.map((language) => language.name ?? '').filter((name) => name !== '');
  const toggle = (name: string, on: boolean) =>
    setValue('languages', on ? [...chosen, name] : chosen.filter((other) => other !== name), {
      shouldDirty: true,
    });
  const unused = chosen.filter((name) => !templates.fields.some((row) => row.language === name));
  return (
    <Section title={t('groupProblemAdmin.section.languages')}>
      <fieldset className="problem-editor__languages" aria-invalid={error ? true : undefined}>
        <legend>{t('groupProblemAdmin.languages.legend')}</legend>
        {names.map((name) => (
          <label key={name} className="problem-editor__check">
            <input
              type="checkbox"
              checked={chosen.includes(name)}
              onChange={(event) => toggle(name, event.target.checked)}
            />{' '}
            {name}
          </label>
        ))}
      </fieldset>
      <p className="field__error">{error}</p>
      {templates.fields.map((field, index) => (
        <fieldset key={field.id} className="problem-editor__row">
          <legend>{t('groupProblemAdmin.languages.template', { language: field.language })}</legend>
          <label className="problem-editor__check">
            <input type="checkbox" {...register(`codeTemplates.${index}.status`)} />{' '}
            {t('groupProblemAdmin.languages.templateOn', { language: field.language })}
          </label>
          <textarea
            className="field__input problem-editor__code"
            rows={6}
            aria-label={t('groupProblemAdmin.languages.template', { language: field.language })}
            {...register(`codeTemplates.${index}.code`)}
          />
          <TemplateError index={index} />
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => templates.remove(index)}
          >
            {t('groupProblemAdmin.languages.removeTemplate', { language: field.language })}
          </button>
        </fieldset>
      ))}
      {unused.length > 0 ? (
        <label className="field">
          <span className="field__label">{t('groupProblemAdmin.languages.addTemplate')}</span>
          <select
            className="field__input"
            value=""
            onChange={(event) => {
              if (event.target.value)
                templates.append({ language: event.target.value, code: '', status: true });
            }}
          >
            <option value="">{t('groupProblemAdmin.languages.chooseTemplate')}</option>
            {unused.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </Section>
  );
}

function TemplateError({ index }: { index: number }) {
  const error = useFieldError(`codeTemplates.${index}.code`);
  return <p className="field__error">{error}</p>;
}
