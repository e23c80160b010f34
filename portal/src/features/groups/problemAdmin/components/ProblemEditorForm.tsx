import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Language, Tag } from '@generated/model/index';
import type { ProblemForm, ProblemOriginal } from '@hoj/core/editor/problemEditor';
import { isApiError } from '@hoj/core/http/apiError';
import { localeSignal } from '@portal/i18n/locale';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { problemAdminKeys } from '../api/problemAdminQueries';
import { saveGroupProblem } from '../api/problemEditorCalls';
import { errorMessages, problemResolver } from '../model/problemResolver';
import { BasicSection, SamplesSection, StatementSection } from './BasicSections';
import { JudgeSection, type CompiledCode } from './JudgeSection';
import { LanguagesSection } from './LanguagesSection';
import { ExtraFilesSection, OptionsSection, TagsSection } from './OptionsSections';
import { TestCasesSection } from './TestCasesSection';

interface ProblemEditorFormProps {
  gid: number;
  /** The group's short name, which the server puts in front of the display id. */
  prefix: string;
  initial: ProblemForm;
  /** The judge settings the problem was loaded with; null for a new one. */
  original: ProblemOriginal | null;
  languages: readonly Language[];
  tags: readonly Tag[];
}

/**
 * Every field of a group problem, in the back office's sections, checked by core's problem rules when saved.
 * A failed save keeps what was typed and lists what is wrong (each message also beside its field); leaving
 * with unsaved changes asks first.
 */
export function ProblemEditorForm({
  gid,
  prefix,
  initial,
  original,
  languages,
  tags,
}: ProblemEditorFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const compiled = useRef<CompiledCode | null>(null);
  const saved = useRef(false);
  const resolver = useMemo(
    () =>
      problemResolver(
        () => localeSignal.value,
        () => ({
          compiledCode: compiled.current?.code ?? null,
          compiledLanguage: compiled.current?.language ?? null,
          originalCode: original?.spjCode ?? null,
          ...(original ? { originalLanguage: original.spjLanguage } : {}),
        }),
      ),
    [original],
  );
  const form = useForm<ProblemForm>({ defaultValues: initial, resolver, mode: 'onSubmit' });
  const { formState, handleSubmit } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const blocker = useBlocker(() => formState.isDirty && !saved.current);

  useEffect(() => {
    if (!formState.isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [formState.isDirty]);

  const save = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveGroupProblem(values, { gid, allLanguages: languages, allTags: tags, original });
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('groupProblemAdmin.failed'));
      return;
    }
    saved.current = true;
    showToast(
      'success',
      t(values.id === null ? 'groupProblemAdmin.editor.created' : 'groupProblemAdmin.editor.saved'),
    );
    await client.invalidateQueries({ queryKey: problemAdminKeys.problems(gid) });
    void navigate(`/group/${gid}/problem`);
  });

  const messages = formState.isSubmitted ? errorMessages(formState.errors) : [];
  return (
    <FormProvider {...form}>
      <form className="problem-editor" noValidate onSubmit={(event) => void save(event)}>
        <BasicSection prefix={prefix} />
        <StatementSection />
        <SamplesSection />
        <JudgeSection
          gid={gid}
          languages={languages}
          onCompiled={(code) => {
            compiled.current = code;
          }}
        />
        <TestCasesSection gid={gid} />
        <LanguagesSection languages={languages} />
        <OptionsSection />
        <ExtraFilesSection />
        <TagsSection choices={tags} />
        {messages.length > 0 ? (
          <div role="alert" className="problem-editor__summary">
            <p>{t('groupProblemAdmin.editor.invalid', { count: messages.length })}</p>
            <ul>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className="field__error">
            {t('groupProblemAdmin.editor.saveFailed', { reason: failure })}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('groupProblemAdmin.editor.saving') : t('groupProblemAdmin.editor.save')}
        </button>
      </form>
      {blocker.state === 'blocked' ? (
        <ConfirmDialog
          title={t('groupProblemAdmin.editor.unsavedTitle')}
          message={t('groupProblemAdmin.editor.unsaved')}
          confirmLabel={t('groupProblemAdmin.editor.leave')}
          cancelLabel={t('groupProblemAdmin.editor.stay')}
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        />
      ) : null}
    </FormProvider>
  );
}
