import { useMemo, useState } from 'react';
import { Create, Edit, SimpleForm, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { newProblemForm, originalOf, type ProblemSchemaContext } from '@hoj/core/editor/problemEditor';
import { session } from '@hoj/core/session/session';
import { UnsavedChangesGuard } from '@backoffice/common/UnsavedChangesGuard';
import { useLoadRefusal } from '@backoffice/common/useLoadRefusal';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { problemEditorMessages } from '../i18n/problemEditorMessages';
import { problemResourceMessages } from '../i18n/problemResourceMessages';
import { BasicSection } from './BasicSection';
import { ContestLabelSection } from './ContestLabelSection';
import { CompileStateContext, type CompiledCode } from './compileState';
import { ExamplesSection } from './ExamplesSection';
import { JudgeSection } from './JudgeSection';
import { LanguagesSection } from './LanguagesSection';
import { OptionsSection } from './OptionsSection';
import { newCreateProgress } from './createProblemCalls';
import type { ProblemEditorRecord } from './problemCalls';
import { StatementSection } from './StatementSection';
import { TagsSection } from './TagsSection';
import { TestCasesSection } from './TestCasesSection';
import { useProblemResolver } from './useProblemResolver';

registerPageMessages(problemResourceMessages);
registerPageMessages(problemEditorMessages);

/** Remote problems are judged by their remote judge: no local test data or judge program to edit. */
function LocalJudgingSections() {
  const remote = useWatch({ name: 'isRemote' }) === true;
  if (remote) return null;
  return (
    <>
      <JudgeSection />
      <TestCasesSection />
    </>
  );
}

/**
 * Every field of a problem, in sections, checked by core's problem rules when saved. The last successful
 * compile of the judge program is kept here and given to the rules, with the judge settings the problem was
 * loaded with: changed judge code must compile before the problem can be saved. What was typed stays when a
 * save fails; leaving with unsaved changes asks first.
 */
export function ProblemEditorForm({ inContest = false }: { inContest?: boolean }) {
  const record = useRecordContext<ProblemEditorRecord>();
  const resolver = useProblemResolver();
  const [compiled, setCompiled] = useState<CompiledCode | null>(null);
  const stored = typeof record?.id === 'number';
  const original = useMemo(() => (record && stored ? originalOf(record) : null), [record, stored]);
  // A contest's label and title are asked for when the problem is made there; afterwards the row's dialog edits them.
  const placing = inContest && !stored;
  const context: ProblemSchemaContext = {
    inContest: placing,
    compiledCode: compiled?.code ?? null,
    compiledLanguage: compiled?.language ?? null,
    originalCode: original?.spjCode ?? null,
    ...(original ? { originalLanguage: original.spjLanguage } : {}),
  };
  const compileState = useMemo(() => ({ compiled, setCompiled }), [compiled]);
  return (
    <CompileStateContext.Provider value={compileState}>
      <SimpleForm resolver={resolver} context={context} sanitizeEmptyValues={false} noValidate>
        <UnsavedChangesGuard />
        {placing && <ContestLabelSection />}
        <BasicSection inContest={inContest} contestOnly={placing} />
        <StatementSection />
        <ExamplesSection />
        <LocalJudgingSections />
        <LanguagesSection />
        <OptionsSection />
        <TagsSection />
      </SimpleForm>
    </CompileStateContext.Provider>
  );
}

/**
 * The create's mutation options: `progress` lets a retry resume a create whose second call failed, and the
 * lists are refreshed whatever happened (a half-done create has stored a problem that must show up).
 */
export function useCreateOptions(meta: Record<string, unknown>, refresh: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  const [progress] = useState(newCreateProgress);
  return {
    meta: { ...meta, progress },
    onSettled: () =>
      Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  };
}

const PROBLEM_LISTS = [['problems']] as const;

/** `/admin/problems/create`: a new problem from core's defaults, authored by whoever creates it. */
export function ProblemCreate() {
  // Made once: a new record would reset the form.
  const [record] = useState(() => newProblemForm({ author: session.get().user?.username ?? '' }));
  const mutationOptions = useCreateOptions({}, PROBLEM_LISTS);
  return (
    <Create redirect="list" record={record} mutationOptions={mutationOptions}>
      <ProblemEditorForm />
    </Create>
  );
}

/** `/admin/problems/:id`: saves once the server has accepted (nothing optimistic), then returns to the list. */
export function ProblemEdit() {
  const onError = useLoadRefusal('/problems');
  return (
    <Edit mutationMode="pessimistic" redirect="list" queryOptions={{ onError }}>
      <ProblemEditorForm />
    </Edit>
  );
}
