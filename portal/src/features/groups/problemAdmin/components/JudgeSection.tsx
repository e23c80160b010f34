import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { JudgeMode, type Language } from '@generated/model/index';
import type { ProblemForm } from '@hoj/core/editor/problemEditor';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { compileJudge } from '../api/problemEditorCalls';
import { FieldRow, Section, SelectRow } from './FormControls';

export interface CompiledCode {
  code: string;
  language: string;
}

interface JudgeSectionProps {
  gid: number;
  languages: readonly Language[];
  onCompiled: (compiled: CompiledCode) => void;
}

/**
 * Standard, special or interactive judging. A judge program is compiled through the group's call before the
 * problem can be saved (core's rules check that the code saved is the code that compiled); the compiler's
 * output is shown when it fails.
 */
export function JudgeSection({ gid, languages, onCompiled }: JudgeSectionProps) {
  const t = useT();
  const { getValues } = useFormContext<ProblemForm>();
  const mode = useWatch<ProblemForm>({ name: 'judgeMode' }) as JudgeMode;
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'ok' } | { kind: 'failed'; output: string }>({
    kind: 'idle',
  });
  const judgeLanguages = languages.filter((language) => language.isSpj === true && language.name);
  const compile = async () => {
    const code = getValues('spjCode');
    const language = getValues('spjLanguage');
    setState({ kind: 'busy' });
    try {
      await compileJudge(gid, mode === JudgeMode.INTERACTIVE ? 'interactive' : 'spj', code, language);
      onCompiled({ code, language });
      setState({ kind: 'ok' });
    } catch (error) {
      setState({ kind: 'failed', output: isApiError(error) ? error.msg : String(error) });
    }
  };
  return (
    <Section title={t('groupProblemAdmin.section.judge')}>
      <SelectRow
        name="judgeMode"
        label={t('groupProblemAdmin.judge.mode')}
        options={Object.values(JudgeMode).map((value) => ({
          value,
          label: t(`groupProblemAdmin.judge.${value}`),
        }))}
      />
      {mode === JudgeMode.DEFAULT ? null : (
        <>
          <SelectRow
            name="spjLanguage"
            label={t('groupProblemAdmin.judge.language')}
            options={(judgeLanguages.length > 0 ? judgeLanguages : [{ name: 'C' }, { name: 'C++' }]).map(
              (language) => ({ value: language.name ?? '', label: language.name ?? '' }),
            )}
          />
          <FieldRow name="spjCode" label={t('groupProblemAdmin.judge.code')} multiline={12} monospace />
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={state.kind === 'busy'}
            onClick={() => void compile()}
          >
            {state.kind === 'busy'
              ? t('groupProblemAdmin.judge.compiling')
              : t('groupProblemAdmin.judge.compile')}
          </button>
          {state.kind === 'ok' ? <p role="status">{t('groupProblemAdmin.judge.compiled')}</p> : null}
          {state.kind === 'failed' ? (
            <div role="alert">
              <p className="field__error">{t('groupProblemAdmin.judge.compileFailed')}</p>
              <pre className="problem-editor__code">{state.output}</pre>
            </div>
          ) : null}
        </>
      )}
    </Section>
  );
}
