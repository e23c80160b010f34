import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { JudgeCaseMode, ProblemType } from '@generated/model/index';
import { needsGroupNumbers, withSpreadScores, type ProblemForm } from '@hoj/core/editor/problemEditor';
import { useT } from '@portal/i18n/useT';
import { FieldRow, Section, SelectRow, useFieldError } from './FormControls';
import { ZipUpload } from './ZipUpload';

const CASE_MODES = Object.values(JudgeCaseMode);

/**
 * The test data: a zip (with its report) or cases typed in; how they are judged (every case, subtasks, stop
 * at the first failure); for OI the total and each case's score, which can be spread evenly; in subtask
 * modes each case's group.
 */
export function TestCasesSection({ gid }: { gid: number }) {
  const t = useT();
  const { control, setValue, getValues, register } = useFormContext<ProblemForm>();
  const cases = useFieldArray({ control, name: 'cases' });
  const [upload, type, caseMode] = useWatch<ProblemForm>({
    name: ['isUploadCase', 'type', 'judgeCaseMode'],
  }) as [boolean, ProblemType, JudgeCaseMode];
  const casesError = useFieldError('cases');
  const oi = type === ProblemType.OI;
  const grouped = needsGroupNumbers(caseMode);
  const setSource = (next: boolean) => {
    // The other source's cases mean nothing here: an upload's file names are not data, and typed data is no file.
    setValue('isUploadCase', next, { shouldDirty: true });
    setValue('cases', [], { shouldDirty: true });
    setValue('uploadTestcaseDir', '', { shouldDirty: true });
  };
  const spread = () =>
    setValue('cases', withSpreadScores(getValues('cases'), Number(getValues('ioScore')) || 100), {
      shouldDirty: true,
    });
  return (
    <Section title={t('groupProblemAdmin.section.cases')}>
      <SelectRow
        name="judgeCaseMode"
        label={t('groupProblemAdmin.judge.caseMode')}
        options={CASE_MODES.map((value) => ({ value, label: t(`groupProblemAdmin.caseMode.${value}`) }))}
      />
      <fieldset className="problem-editor__row">
        <legend>{t('groupProblemAdmin.cases.source')}</legend>
        <label className="problem-editor__check">
          <input type="radio" checked={upload} onChange={() => setSource(true)} />{' '}
          {t('groupProblemAdmin.cases.upload')}
        </label>
        <label className="problem-editor__check">
          <input type="radio" checked={!upload} onChange={() => setSource(false)} />{' '}
          {t('groupProblemAdmin.cases.manual')}
        </label>
      </fieldset>
      {upload ? <ZipUpload gid={gid} /> : null}
      {oi ? (
        <div className="problem-editor__row">
          <FieldRow name="ioScore" label={t('groupProblemAdmin.cases.ioScore')} number />
          <button type="button" className="button button--secondary button--small" onClick={spread}>
            {t('groupProblemAdmin.cases.spread')}
          </button>
        </div>
      ) : null}
      {cases.fields.length === 0 ? <p>{t('groupProblemAdmin.cases.none')}</p> : null}
      {cases.fields.length > 0 ? (
        <table className="problem-editor__cases" aria-label={t('groupProblemAdmin.cases.table')}>
          <thead>
            <tr>
              <th scope="col">{t('groupProblemAdmin.cases.n')}</th>
              <th scope="col">{t('groupProblemAdmin.cases.input')}</th>
              <th scope="col">{t('groupProblemAdmin.cases.output')}</th>
              {oi ? <th scope="col">{t('groupProblemAdmin.cases.score')}</th> : null}
              {grouped ? <th scope="col">{t('groupProblemAdmin.cases.group')}</th> : null}
              {upload ? null : <th scope="col" />}
            </tr>
          </thead>
          <tbody>
            {cases.fields.map((field, index) => {
              const n = index + 1;
              const number = { setValueAs: (value: unknown) => (value === '' ? null : Number(value)) };
              return (
                <tr key={field.id}>
                  <td>{n}</td>
                  <td>
                    {upload ? (
                      field.input
                    ) : (
                      <textarea
                        className="field__input problem-editor__code"
                        rows={2}
                        aria-label={t('groupProblemAdmin.cases.inputOf', { n })}
                        {...register(`cases.${index}.input`)}
                      />
                    )}
                  </td>
                  <td>
                    {upload ? (
                      field.output
                    ) : (
                      <textarea
                        className="field__input problem-editor__code"
                        rows={2}
                        aria-label={t('groupProblemAdmin.cases.outputOf', { n })}
                        {...register(`cases.${index}.output`)}
                      />
                    )}
                  </td>
                  {oi ? (
                    <td>
                      <input
                        type="number"
                        className="field__input"
                        aria-label={t('groupProblemAdmin.cases.scoreOf', { n })}
                        {...register(`cases.${index}.score`, number)}
                      />
                    </td>
                  ) : null}
                  {grouped ? (
                    <td>
                      <input
                        type="number"
                        className="field__input"
                        aria-label={t('groupProblemAdmin.cases.groupOf', { n })}
                        {...register(`cases.${index}.groupNum`, number)}
                      />
                    </td>
                  ) : null}
                  {upload ? null : (
                    <td>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => cases.remove(index)}
                      >
                        {t('groupProblemAdmin.cases.remove', { n })}
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {upload ? null : (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => cases.append({ input: '', output: '', score: null, groupNum: null })}
        >
          {t('groupProblemAdmin.cases.add')}
        </button>
      )}
      <p role={casesError ? 'alert' : undefined} className="field__error">
        {casesError}
      </p>
    </Section>
  );
}
