import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { Tag } from '@generated/model/index';
import { isDuplicateTag, type ProblemForm } from '@hoj/core/editor/problemEditor';
import { useT } from '@portal/i18n/useT';
import { CheckRow, FieldRow, Section, useFieldError } from './FormControls';

/** How output is compared and shown, and file IO with its two file names. */
export function OptionsSection() {
  const t = useT();
  const fileIO = useWatch<ProblemForm>({ name: 'isFileIO' }) === true;
  return (
    <Section title={t('groupProblemAdmin.section.options')}>
      <CheckRow name="isRemoveEndBlank" label={t('groupProblemAdmin.options.removeEndBlank')} />
      <CheckRow name="openCaseResult" label={t('groupProblemAdmin.options.openCaseResult')} />
      <CheckRow name="isFileIO" label={t('groupProblemAdmin.options.fileIO')} />
      {fileIO ? (
        <>
          <FieldRow name="ioReadFileName" label={t('groupProblemAdmin.options.readName')} />
          <FieldRow name="ioWriteFileName" label={t('groupProblemAdmin.options.writeName')} />
        </>
      ) : null}
    </Section>
  );
}

function ExtraFileList({ name, title }: { name: 'userExtraFile' | 'judgeExtraFile'; title: string }) {
  const t = useT();
  const { control } = useFormContext<ProblemForm>();
  const files = useFieldArray({ control, name });
  return (
    <fieldset className="problem-editor__row">
      <legend>{title}</legend>
      {files.fields.map((field, index) => {
        const vars = { list: title, n: index + 1 };
        return (
          <div key={field.id} className="problem-editor__row">
            <FieldRow name={`${name}.${index}.name`} label={t('groupProblemAdmin.extra.nameOf', vars)} />
            <FieldRow
              name={`${name}.${index}.content`}
              label={t('groupProblemAdmin.extra.contentOf', vars)}
              multiline={4}
              monospace
            />
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => files.remove(index)}
            >
              {t('groupProblemAdmin.extra.remove', vars)}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => files.append({ name: '', content: '' })}
      >
        {t('groupProblemAdmin.extra.add')}
      </button>
    </fieldset>
  );
}

/** Files put beside the user's program and beside the judge program. */
export function ExtraFilesSection() {
  const t = useT();
  return (
    <Section title={t('groupProblemAdmin.section.extraFiles')}>
      <ExtraFileList name="userExtraFile" title={t('groupProblemAdmin.extra.user')} />
      <ExtraFileList name="judgeExtraFile" title={t('groupProblemAdmin.extra.judge')} />
    </Section>
  );
}

/** The problem's tags: the site's and the group's own offered by name, a new name becomes the group's tag. */
export function TagsSection({ choices }: { choices: readonly Tag[] }) {
  const t = useT();
  const { control } = useFormContext<ProblemForm>();
  const tags = useFieldArray({ control, name: 'tags', keyName: 'key' });
  const [typed, setTyped] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const error = useFieldError('tags');
  const add = () => {
    const name = typed.trim();
    if (!name) return;
    if (isDuplicateTag(tags.fields, name)) {
      setWarning(t('groupProblemAdmin.tags.duplicate', { name }));
      return;
    }
    const known = choices.find((tag) => String(tag.name ?? '') === name);
    tags.append(typeof known?.id === 'number' ? { id: known.id, name } : { name });
    setTyped('');
    setWarning(null);
  };
  return (
    <Section title={t('groupProblemAdmin.section.tags')}>
      <ul className="problem-editor__tags">
        {tags.fields.map((tag, index) => (
          <li key={tag.key}>
            {tag.name}{' '}
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={t('groupProblemAdmin.tags.remove', { name: tag.name })}
              onClick={() => tags.remove(index)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="problem-editor__row">
        <label className="field">
          <span className="field__label">{t('groupProblemAdmin.tags.new')}</span>
          <input
            className="field__input"
            list="group-problem-tag-choices"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </label>
        <datalist id="group-problem-tag-choices">
          {choices.map((tag) => (
            <option key={tag.id ?? String(tag.name)} value={String(tag.name ?? '')} />
          ))}
        </datalist>
        <button type="button" className="button button--secondary button--small" onClick={add}>
          {t('groupProblemAdmin.tags.add')}
        </button>
      </div>
      <p role={warning || error ? 'alert' : undefined} className="field__error">
        {warning ?? error}
      </p>
    </Section>
  );
}
