import { useFieldArray, useFormContext } from 'react-hook-form';
import type { ProblemForm } from '@hoj/core/editor/problemEditor';
import { useT } from '@portal/i18n/useT';
import { CheckRow, FieldRow, Section, SelectRow } from './FormControls';

/** Display id (the group's short name goes in front when saved), title, limits, level, rule and auth. */
export function BasicSection({ prefix }: { prefix: string }) {
  const t = useT();
  return (
    <Section title={t('groupProblemAdmin.section.basic')}>
      <FieldRow
        name="problemId"
        label={t('groupProblemAdmin.field.problemId')}
        hint={t('groupProblemAdmin.field.problemIdHint', { prefix: prefix.toUpperCase() })}
        required
      />
      <FieldRow name="title" label={t('groupProblemAdmin.field.title')} required />
      <FieldRow name="timeLimit" label={t('groupProblemAdmin.field.timeLimit')} number required />
      <FieldRow name="memoryLimit" label={t('groupProblemAdmin.field.memoryLimit')} number required />
      <FieldRow name="stackLimit" label={t('groupProblemAdmin.field.stackLimit')} number required />
      <SelectRow
        name="difficulty"
        number
        label={t('groupProblemAdmin.field.difficulty')}
        options={[0, 1, 2].map((value) => ({ value, label: t(`groupProblemAdmin.difficulty.${value}`) }))}
      />
      <SelectRow
        name="type"
        number
        label={t('groupProblemAdmin.field.type')}
        options={[0, 1].map((value) => ({ value, label: t(`groupProblemAdmin.type.${value}`) }))}
      />
      {/* Contest-only is chosen inside a contest, not here. */}
      <SelectRow
        name="auth"
        number
        label={t('groupProblemAdmin.field.auth')}
        options={[1, 2].map((value) => ({ value, label: t(`groupProblemAdmin.auth.${value}`) }))}
      />
      <CheckRow name="codeShare" label={t('groupProblemAdmin.field.codeShare')} />
      <FieldRow name="source" label={t('groupProblemAdmin.field.source')} />
    </Section>
  );
}

/** The statement in Markdown: description, input, output and hint. */
export function StatementSection() {
  const t = useT();
  return (
    <Section title={t('groupProblemAdmin.section.statement')}>
      <FieldRow name="description" label={t('groupProblemAdmin.field.description')} multiline={6} />
      <FieldRow name="input" label={t('groupProblemAdmin.field.input')} multiline={4} required />
      <FieldRow name="output" label={t('groupProblemAdmin.field.output')} multiline={4} required />
      <FieldRow name="hint" label={t('groupProblemAdmin.field.hint')} multiline={3} />
    </Section>
  );
}

/** The samples shown with the statement; an untouched empty one is dropped when saved. */
export function SamplesSection() {
  const t = useT();
  const { control } = useFormContext<ProblemForm>();
  const samples = useFieldArray({ control, name: 'examples' });
  return (
    <Section title={t('groupProblemAdmin.section.samples')}>
      {samples.fields.map((field, index) => (
        <fieldset key={field.id} className="problem-editor__row">
          <legend>{t('groupProblemAdmin.sample.label', { n: index + 1 })}</legend>
          <FieldRow
            name={`examples.${index}.input`}
            label={t('groupProblemAdmin.sample.input', { n: index + 1 })}
            multiline={3}
            monospace
          />
          <FieldRow
            name={`examples.${index}.output`}
            label={t('groupProblemAdmin.sample.output', { n: index + 1 })}
            multiline={3}
            monospace
          />
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => samples.remove(index)}
          >
            {t('groupProblemAdmin.sample.remove', { n: index + 1 })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => samples.append({ input: '', output: '' })}
      >
        {t('groupProblemAdmin.sample.add')}
      </button>
    </Section>
  );
}
