import { useId, useMemo } from 'react';
import type { JudgeMode, ProblemInfoVO } from '@generated/model/index';
import { JudgeStatus } from '@generated/model/index';
import { isLiveStatus, judgeStatusInfo } from '@hoj/core/domain/judgeStatus';
import { judgeModeTable } from '@hoj/core/domain/problem';
import { formatMemory, formatTime } from '@hoj/core/format/format';
import { matchingExample, parseExamples } from '@hoj/core/parse/problemExamples';
import { useLocale, useT } from '@portal/i18n/useT';
import { Dialog } from '@portal/shared/ui/Dialog';
import { Spinner } from '@portal/shared/ui/icons';
import { PollPaused } from '@portal/shared/ui/PollPaused';
import { queryView } from '@portal/shared/ui/queryView';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';
import { Tag } from '@portal/shared/ui/Tag';
import type { ProblemRoute } from '@portal/features/problems/model/problemRoute';
import { MAX_TEST_INPUT, useTestJudge, type TestJudgeTab } from '../hooks/useTestJudge';

interface TestJudgePanelProps {
  open: boolean;
  onClose: () => void;
  problem: ProblemInfoVO;
  route: ProblemRoute;
  code: string;
  language: string;
}

function Output({ label, text }: { label: string; text: string | null | undefined }) {
  if (text === null || text === undefined || text === '') return null;
  return (
    <div className="workbench__test-output">
      <h4>{label}</h4>
      <pre>{text}</pre>
    </div>
  );
}

const isJudgeMode = (mode: unknown): mode is JudgeMode =>
  typeof mode === 'string' && Object.prototype.hasOwnProperty.call(judgeModeTable, mode);

/**
 * The test judge, a side sheet (from the bottom on phones) opened from its toggle: focus moves in, Escape or the
 * close button closes it and focus goes back to the toggle. It says how the problem's output is checked, takes
 * the reader's input (or a sample's) and, once run, shows the result polled until it is final. What was typed
 * and the last result stay while it is closed.
 */
export function TestJudgePanel({ open, onClose, problem, route, code, language }: TestJudgePanelProps) {
  const t = useT();
  const locale = useLocale();
  const test = useTestJudge(problem, route, code, language);
  const examples = useMemo(() => parseExamples(problem.problem.examples), [problem.problem.examples]);
  const ids = { tabs: useId(), input: useId(), expected: useId(), counter: useId() };
  const tabId = (tab: TestJudgeTab) => `${ids.tabs}-${tab}`;
  const panelId = (tab: TestJudgeTab) => `${ids.tabs}-${tab}-panel`;
  const result = queryView(test.result);
  const data = result.kind === 'ready' ? result.data : undefined;
  const running = test.sending || (test.hasRun && data !== undefined && isLiveStatus(data.status));
  const modeValue = problem.problem.judgeMode ?? data?.problemJudgeMode ?? null;
  const mode = isJudgeMode(modeValue) ? judgeModeTable[modeValue] : null;
  if (!open) return null;
  const passedSample =
    data?.status === JudgeStatus.ACCEPTED
      ? matchingExample(examples, data.userInput ?? test.input, data.expectedOutput ?? test.expected)
      : null;

  const tabButton = (tab: TestJudgeTab, label: string) => (
    <button
      type="button"
      role="tab"
      id={tabId(tab)}
      aria-selected={test.tab === tab}
      aria-controls={panelId(tab)}
      tabIndex={test.tab === tab ? 0 : -1}
      className="workbench__tab"
      onClick={() => test.setTab(tab)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
          const next = tab === 'input' ? 'result' : 'input';
          test.setTab(next);
          document.getElementById(tabId(next))?.focus();
        }
      }}
    >
      {label}
    </button>
  );

  return (
    <Dialog title={t('workbench.test.title')} onClose={onClose} placement="side" width={520}>
      <div className="workbench__test">
        {mode ? (
          <p className="workbench__test-mode">{t('workbench.test.judgeMode', { mode: t(mode.labelKey) })}</p>
        ) : null}
        <div role="tablist" className="workbench__tabs" aria-label={t('workbench.test.title')}>
          {tabButton('input', t('workbench.test.inputTab'))}
          {tabButton('result', t('workbench.test.resultTab'))}
        </div>
        <div
          role="tabpanel"
          id={panelId('input')}
          aria-labelledby={tabId('input')}
          hidden={test.tab !== 'input'}
        >
          {examples.length > 0 ? (
            <div className="workbench__samples" role="group" aria-label={t('workbench.test.samples')}>
              {examples.map((example, index) => (
                <button
                  key={index}
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => {
                    test.setInput(example.input);
                    test.setExpected(example.output);
                  }}
                >
                  {t('workbench.test.sample', { n: index + 1 })}
                </button>
              ))}
            </div>
          ) : null}
          <label htmlFor={ids.input} className="field__label">
            {t('workbench.test.input')}
          </label>
          <textarea
            id={ids.input}
            className="workbench__test-area"
            value={test.input}
            maxLength={MAX_TEST_INPUT}
            onChange={(event) => test.setInput(event.target.value)}
            aria-describedby={ids.counter}
            spellCheck={false}
          />
          <p id={ids.counter} className="workbench__counter">
            <span aria-hidden="true">
              {t('workbench.test.counter', { count: test.input.length, max: MAX_TEST_INPUT })}
            </span>
            <span className="visually-hidden">
              {t('workbench.test.counterLabel', { count: test.input.length, max: MAX_TEST_INPUT })}
            </span>
          </p>
          <label htmlFor={ids.expected} className="field__label">
            {t('workbench.test.expected')}
          </label>
          <textarea
            id={ids.expected}
            className="workbench__test-area"
            value={test.expected}
            onChange={(event) => test.setExpected(event.target.value)}
            spellCheck={false}
          />
          {/* Focus stays inside the sheet: the button waits with aria-disabled (a disabled or hidden button with
              focus would drop it to the page behind), and a started run takes focus to its result's tab. */}
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              if (running) return;
              void test.run().then((started) => {
                if (started) document.getElementById(tabId('result'))?.focus();
              });
            }}
            aria-disabled={running}
            aria-busy={running}
          >
            {running ? <Spinner /> : null}
            {running ? t('workbench.test.running') : t('workbench.test.run')}
          </button>
        </div>
        <div
          role="tabpanel"
          id={panelId('result')}
          aria-labelledby={tabId('result')}
          hidden={test.tab !== 'result'}
          aria-live="polite"
        >
          {!test.hasRun ? (
            <p className="empty-state">{t('workbench.test.noResult')}</p>
          ) : result.kind === 'failed' ? (
            <ErrorState
              message={t('workbench.test.failed')}
              error={result.error}
              onRetry={() => void test.result.refetch()}
              retrying={test.result.isFetching}
            />
          ) : data === undefined ? (
            <Skeleton rows={2} />
          ) : (
            <div className="workbench__test-result">
              {result.kind === 'ready' && result.refreshFailed && isLiveStatus(data.status) ? (
                <PollPaused
                  message={t('workbench.pollFailed')}
                  onRetry={() => void test.result.refetch({ cancelRefetch: false })}
                  retrying={test.result.isFetching}
                />
              ) : null}
              <p className="workbench__verdict">
                <Tag tone={judgeStatusInfo(data.status).color}>
                  {isLiveStatus(data.status) ? <Spinner /> : null}
                  {t(judgeStatusInfo(data.status).labelKey)}
                </Tag>
                {!isLiveStatus(data.status) ? (
                  <span className="workbench__figures-inline">
                    {t('workbench.time')} {formatTime(data.time, locale)} · {t('workbench.memory')}{' '}
                    {formatMemory(data.memory, locale)}
                  </span>
                ) : null}
              </p>
              {passedSample !== null ? (
                <p className="workbench__sample-passed">
                  {t('workbench.test.samplePassed', { n: passedSample })}
                </p>
              ) : null}
              <Output label={t('workbench.test.input')} text={data.userInput} />
              <Output label={t('workbench.test.expected')} text={data.expectedOutput} />
              <Output label={t('workbench.test.userOutput')} text={data.userOutput} />
              <Output label={t('workbench.test.stderr')} text={data.stderr} />
            </div>
          )}
        </div>
      </div>
    </Dialog>
  );
}
