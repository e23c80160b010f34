import { useCallback, useId, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ProblemInfoVO } from '@generated/model/index';
import { runtimeConfig } from '@hoj/core/config/runtimeConfig';
import { isFinalStatus, judgeStatusInfo } from '@hoj/core/domain/judgeStatus';
import '@portal/i18n/pages/workbench';
import { useT } from '@portal/i18n/useT';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { isLoggedIn, userSignal } from '@portal/shared/session/sessionSignals';
import { themeSignal } from '@portal/shared/theme/themeState';
import { showToast } from '@portal/shared/toast/toastStore';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { Spinner } from '@portal/shared/ui/icons';
import { CodeEditor } from '../editor/CodeEditor';
import { draftKey } from '../editor/draftStore';
import { EDITOR_HEIGHT_PX } from '../editor/editorSettings';
import { resolveEditorTheme } from '../editor/editorThemes';
import { languageModeOf } from '../editor/languageModes';
import type { ProblemRoute } from '../model/problemRoute';
import { lastAcceptedCode } from './api/workbenchApi';
import { AiHelpPanel } from './components/AiHelpPanel';
import { ContestPasswordDialog } from './components/ContestPasswordDialog';
import { EditorToolbar } from './components/EditorToolbar';
import { SubmitStatus } from './components/SubmitStatus';
import { TestJudgePanel } from './components/TestJudgePanel';
import { useAiHelp } from './hooks/useAiHelp';
import { useContestRules } from './hooks/useContestRules';
import { useEditorDraft, type DraftOwner } from './hooks/useEditorDraft';
import { useSubmission } from './hooks/useSubmission';
import { aiHelpOffered } from './model/aiHelpRules';
import './workbench.css';

export interface WorkbenchProps {
  problem: ProblemInfoVO;
  route: ProblemRoute;
  /** Called when a submission reaches a final status, so the page re-reads the problem and its footer. */
  onJudged: () => void;
  /** Called when the server has taken a submission, so the page's list of the reader's submissions shows it. */
  onSubmitted?: () => void;
}

type Confirming = 'reset' | 'lastAc' | null;

function WorkbenchBody({
  problem,
  route,
  onJudged,
  onSubmitted,
  owner,
}: WorkbenchProps & { owner: DraftOwner }) {
  useSignals();
  const t = useT();
  const editor = useEditorDraft(problem, route, owner);
  const { code, language } = editor.draft;
  const contest = useContestRules(route);
  const ai = useAiHelp();
  const [aiOpen, setAiOpen] = useState(false);
  const [testOpen, setTestOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [loadingLastAc, setLoadingLastAc] = useState(false);
  const closedMessageId = useId();

  const onSubmitStart = useCallback(() => {
    ai.discard();
    setAiOpen(false);
  }, [ai]);
  const submission = useSubmission({
    problem,
    route,
    code,
    language,
    contest,
    onJudged,
    onSubmitted,
    onSubmitStart,
  });

  const needsLogin = (): boolean => {
    if (isLoggedIn.peek()) return false;
    showToast('warning', t('workbench.loginFirst'));
    openLoginDialog('loginRequired');
    return true;
  };

  const loadLastAccepted = async () => {
    const pid = problem.problem.id;
    if (pid === undefined) return;
    setLoadingLastAc(true);
    try {
      const found = await lastAcceptedCode(pid, route.contestId);
      if (found.code.trim() === '') {
        showToast('error', t('workbench.lastAcNone'));
      } else {
        editor.replaceCode(found.code, found.language);
        showToast('success', t('workbench.lastAcLoaded'));
      }
    } catch {
      // The request layer has shown the server's refusal.
    } finally {
      setLoadingLastAc(false);
      setConfirming(null);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      showToast('success', t('workbench.copied'));
    } catch {
      showToast('error', t('workbench.copyFailed'));
    }
  };

  const closed = contest.rules?.closed ?? null;
  const submitBlocked = submission.locked || contest.pending || closed !== null;
  const judge = submission.judge;
  const finalStatus = judge && isFinalStatus(judge.status) ? (judge.status ?? null) : null;
  const aiShown = runtimeConfig().aiHelper && !contest.rules?.hidesAiHelp && !ai.state.unavailable;
  const askAi = () => {
    if (finalStatus === null) return;
    setAiOpen(true);
    ai.ask({
      configs: { currentCode: code, description: problem.problem.description ?? '', language },
      tags: problem.tags.map((tag) => tag.name).filter((name): name is string => typeof name === 'string'),
      messages: [
        {
          role: 'user',
          content: t('workbench.ai.question', { status: t(judgeStatusInfo(finalStatus).labelKey) }),
        },
      ],
    });
  };

  return (
    <section className="workbench" aria-label={t('workbench.region')}>
      <EditorToolbar
        editor={editor}
        onReset={() => setConfirming('reset')}
        onLastAccepted={() => {
          if (!needsLogin()) setConfirming('lastAc');
        }}
        onCopy={() => void copy()}
      />
      <CodeEditor
        value={code}
        replacement={editor.replacement}
        onChange={editor.setCode}
        language={languageModeOf(language).monaco}
        theme={resolveEditorTheme(editor.draft.theme, themeSignal.value)}
        fontSize={editor.draft.fontSize}
        tabSize={editor.draft.tabSize}
        height={EDITOR_HEIGHT_PX}
        label={t('workbench.code')}
        editorLabel={t('workbench.codeEditor')}
      />
      <div className="workbench__bar">
        <SubmitStatus submission={submission} route={route} />
        <div className="workbench__buttons">
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            aria-expanded={testOpen}
            onClick={() => setTestOpen(true)}
          >
            {t('workbench.test.toggle')}
          </button>
          {aiShown ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={askAi}
              disabled={!aiHelpOffered(finalStatus) || ai.state.phase === 'streaming'}
              title={aiHelpOffered(finalStatus) ? undefined : t('workbench.ai.unavailable')}
            >
              {t('workbench.ai.ask')}
            </button>
          ) : null}
          {/* aria-disabled, not disabled: a button that is disabled while it has focus drops the focus to the
              page's start, and a keyboard user who just submitted would lose their place. */}
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              if (!submitBlocked) submission.requestSubmit();
            }}
            aria-disabled={submitBlocked}
            aria-describedby={closed !== null ? closedMessageId : undefined}
            aria-busy={submission.busy}
          >
            {submission.busy ? <Spinner /> : null}
            {submission.busy ? t('workbench.submitting') : t('workbench.submit')}
          </button>
        </div>
      </div>
      {closed !== null ? (
        <p id={closedMessageId} className="workbench__closed">
          {t(closed === 'ended' ? 'workbench.closedEnded' : 'workbench.closedScheduled')}
        </p>
      ) : null}
      <TestJudgePanel
        open={testOpen}
        onClose={() => setTestOpen(false)}
        problem={problem}
        route={route}
        code={code}
        language={language}
      />
      {aiShown && aiOpen ? (
        <AiHelpPanel
          help={ai}
          onClose={() => {
            ai.discard();
            setAiOpen(false);
          }}
        />
      ) : null}

      {confirming === 'reset' ? (
        <ConfirmDialog
          title={t('workbench.reset')}
          message={t('workbench.resetConfirm')}
          confirmLabel={t('workbench.confirm')}
          cancelLabel={t('workbench.cancel')}
          onConfirm={() => {
            editor.resetCode();
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      {confirming === 'lastAc' ? (
        <ConfirmDialog
          title={t('workbench.lastAc')}
          message={t('workbench.lastAcConfirm')}
          confirmLabel={t('workbench.confirm')}
          cancelLabel={t('workbench.cancel')}
          busy={loadingLastAc}
          onConfirm={() => void loadLastAccepted()}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      {submission.dialog === 'cover' ? (
        <ConfirmDialog
          title={t('workbench.coverTitle')}
          message={t('workbench.coverConfirm')}
          confirmLabel={t('workbench.submit')}
          cancelLabel={t('workbench.cancel')}
          onConfirm={submission.confirmCover}
          onCancel={submission.closeDialog}
        />
      ) : null}
      {submission.dialog === 'password' ? (
        <ContestPasswordDialog onSubmit={submission.registerAndSubmit} onClose={submission.closeDialog} />
      ) : null}
    </section>
  );
}

/**
 * The right pane of a problem page: the code editor, its actions, submit and judging, test judge, AI help.
 * Everything in it belongs to one problem (in one contest or group): another problem starts afresh from its own
 * draft.
 */
export function Workbench(props: WorkbenchProps) {
  useSignals();
  const uid = userSignal.value?.uid ?? null;
  // Whether the reader signed in while this page was open: the code they wrote as a visitor becomes theirs.
  const [owner, setOwner] = useState<DraftOwner>({ uid, adoptVisitorDraft: false });
  if (owner.uid !== uid) setOwner({ uid, adoptVisitorDraft: owner.uid === null && uid !== null });
  const storageKey = draftKey(props.route, owner.uid);
  return <WorkbenchBody key={storageKey} {...props} owner={owner} />;
}
