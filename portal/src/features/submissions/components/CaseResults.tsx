import { useId, useState } from 'react';
import {
  JudgeCaseMode,
  JudgeStatus,
  type JudgeCase,
  type JudgeCaseVO,
  type SubTaskJudgeCaseVO,
} from '@generated/model/index';
import { judgeCaseModeTable, type JudgeCaseModeInfo } from '@hoj/core/domain/problem';
import { EMPTY_VALUE, formatMemory, formatTime } from '@hoj/core/format/format';
import { recordsOf } from '@hoj/core/parse/lenient';
import { useLocale, useT } from '@portal/i18n/useT';
import { ChevronDownIcon, ChevronRightIcon } from '@portal/shared/ui/icons';
import { EmptyState } from '@portal/shared/ui/states';
import { Tag } from '@portal/shared/ui/Tag';
import { JudgeStatusTag } from './JudgeStatusTag';
import { ScoreTag } from './ScoreTag';
import '@portal/i18n/pages/submissions';

const isSubtaskMode = (mode: JudgeCaseMode) =>
  mode === JudgeCaseMode.SUBTASK_LOWEST || mode === JudgeCaseMode.SUBTASK_AVERAGE;

/**
 * The test-case results in the problem's mode: a case table for the default and stop-at-first-failure modes,
 * subtask groups (each expandable to its cases) for the two subtask modes.
 */
export function CaseResults({ result }: { result: JudgeCaseVO }) {
  const t = useT();
  // A mode this client does not know yet is read by its lists alone, without a label.
  const mode = judgeCaseModeTable[result.judgeCaseMode] as JudgeCaseModeInfo | undefined;
  const subtasks = isSubtaskMode(result.judgeCaseMode)
    ? recordsOf<SubTaskJudgeCaseVO>(result.subTaskJudgeCaseVoList, 'subtask results')
    : null;
  const cases = subtasks ? [] : recordsOf<JudgeCase>(result.judgeCaseList, 'case results');

  return (
    <div className="case-results">
      {mode ? (
        <p className="case-results__mode">{t('submissions.cases.mode', { mode: t(mode.labelKey) })}</p>
      ) : null}
      {subtasks ? (
        subtasks.length === 0 ? (
          <EmptyState message={t('submissions.cases.empty')} />
        ) : (
          <SubtaskTable subtasks={subtasks} />
        )
      ) : cases.length === 0 ? (
        <EmptyState message={t('submissions.cases.empty')} />
      ) : (
        <CaseTable cases={cases} caption={t('submissions.cases.title')} />
      )}
    </div>
  );
}

/** A case the judge did not run (the rest of a failed subtask, or after the first failure) is Cancelled. */
function CaseStatus({ status }: { status: JudgeCase['status'] }) {
  const t = useT();
  if (status === JudgeStatus.CANCELLED) return <Tag tone="neutral">{t('submissions.cases.skipped')}</Tag>;
  return <JudgeStatusTag status={status} />;
}

const filled = (text: string | null | undefined): text is string => !!text && text.trim() !== '';

/**
 * One row per case. The file names (sent to admins only) and the checker's note get a column when at least one
 * case has them; on a phone each row is a card of labelled lines.
 */
function CaseTable({ cases, caption }: { cases: readonly JudgeCase[]; caption: string }) {
  const t = useT();
  const locale = useLocale();
  const files = cases.some((item) => filled(item.inputData) || filled(item.outputData));
  const notes = cases.some((item) => filled(item.userOutput));
  const labels = {
    case: t('submissions.cases.case'),
    status: t('submissions.col.status'),
    time: t('submissions.col.time'),
    memory: t('submissions.col.memory'),
    score: t('submissions.col.score'),
    input: t('submissions.cases.input'),
    output: t('submissions.cases.output'),
    note: t('submissions.cases.note'),
  };
  return (
    <table className="card-table case-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.case}</th>
          <th scope="col">{labels.status}</th>
          <th scope="col">{labels.time}</th>
          <th scope="col">{labels.memory}</th>
          <th scope="col">{labels.score}</th>
          {files ? <th scope="col">{labels.input}</th> : null}
          {files ? <th scope="col">{labels.output}</th> : null}
          {notes ? <th scope="col">{labels.note}</th> : null}
        </tr>
      </thead>
      <tbody>
        {cases.map((item, index) => (
          <tr key={item.id ?? `${item.groupNum ?? 0}-${item.seq ?? index}`}>
            <th scope="row" data-label={labels.case}>
              {t('submissions.cases.caseNumber', { seq: item.seq ?? index + 1 })}
            </th>
            <td data-label={labels.status}>
              <CaseStatus status={item.status} />
            </td>
            <td data-label={labels.time}>{formatTime(item.time, locale)}</td>
            <td data-label={labels.memory}>{formatMemory(item.memory, locale)}</td>
            <td data-label={labels.score}>
              <ScoreTag score={item.score} />
            </td>
            {files ? (
              <td data-label={labels.input} className="case-table__file">
                {filled(item.inputData) ? item.inputData : EMPTY_VALUE}
              </td>
            ) : null}
            {files ? (
              <td data-label={labels.output} className="case-table__file">
                {filled(item.outputData) ? item.outputData : EMPTY_VALUE}
              </td>
            ) : null}
            {notes ? (
              <td data-label={labels.note} className="case-table__note">
                {filled(item.userOutput) ? item.userOutput : EMPTY_VALUE}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SubtaskTable({ subtasks }: { subtasks: readonly SubTaskJudgeCaseVO[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="subtask-list">
      {subtasks.map((subtask) => (
        <SubtaskItem key={subtask.groupNum} subtask={subtask} locale={locale} t={t} />
      ))}
    </ul>
  );
}

interface SubtaskItemProps {
  subtask: SubTaskJudgeCaseVO;
  locale: ReturnType<typeof useLocale>;
  t: ReturnType<typeof useT>;
}

function SubtaskItem({ subtask, locale, t }: SubtaskItemProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const group = subtask.groupNum;
  const cases = recordsOf<JudgeCase>(subtask.subtaskDetailList, 'subtask cases');
  return (
    <li className="subtask">
      <div className="subtask__summary">
        <button
          type="button"
          className="icon-button"
          aria-expanded={open}
          aria-controls={`${id}-cases`}
          aria-label={t(open ? 'submissions.cases.hideCases' : 'submissions.cases.showCases', { group })}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
        </button>
        <span className="subtask__name">{t('submissions.cases.subtask', { group })}</span>
        <JudgeStatusTag status={subtask.status} />
        <ScoreTag score={subtask.score} />
        <span title={t('submissions.cases.passed')}>
          <span className="visually-hidden">{t('submissions.cases.passed')} </span>
          {t('submissions.cases.passedCount', { ac: subtask.ac, total: subtask.total })}
        </span>
        <span>{formatTime(subtask.time, locale)}</span>
        <span>{formatMemory(subtask.memory, locale)}</span>
      </div>
      <div id={`${id}-cases`} hidden={!open}>
        {open ? <CaseTable cases={cases} caption={t('submissions.cases.subtask', { group })} /> : null}
      </div>
    </li>
  );
}
