import { useId, useState } from 'react';
import {
  JudgeCaseMode,
  type JudgeCase,
  type JudgeCaseVO,
  type SubTaskJudgeCaseVO,
} from '@generated/model/index';
import { judgeCaseModeTable, type JudgeCaseModeInfo } from '@hoj/core/domain/problem';
import { formatMemory, formatTime } from '@hoj/core/format/format';
import { recordsOf } from '@hoj/core/parse/lenient';
import { useLocale, useT } from '@portal/i18n/useT';
import { ChevronDownIcon, ChevronRightIcon } from '@portal/shared/ui/icons';
import { EmptyState } from '@portal/shared/ui/states';
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

function CaseTable({ cases, caption }: { cases: readonly JudgeCase[]; caption: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <table className="case-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('submissions.cases.case')}</th>
          <th scope="col">{t('submissions.col.status')}</th>
          <th scope="col">{t('submissions.col.time')}</th>
          <th scope="col">{t('submissions.col.memory')}</th>
          <th scope="col">{t('submissions.col.score')}</th>
        </tr>
      </thead>
      <tbody>
        {cases.map((item, index) => (
          <tr key={item.id ?? `${item.groupNum ?? 0}-${item.seq ?? index}`}>
            <th scope="row">{t('submissions.cases.caseNumber', { seq: item.seq ?? index + 1 })}</th>
            <td>
              <JudgeStatusTag status={item.status} />
            </td>
            <td>{formatTime(item.time, locale)}</td>
            <td>{formatMemory(item.memory, locale)}</td>
            <td>
              <ScoreTag score={item.score} />
            </td>
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
