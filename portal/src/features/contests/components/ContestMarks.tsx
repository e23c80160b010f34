import { ContestAuth, ContestType, type ContestVO } from '@generated/model/index';
import { contestAuthTable, contestTypeTable } from '@hoj/core/domain/contest';
import { useT } from '@portal/i18n/useT';
import { LockIcon, TrophyIcon } from '@portal/shared/ui/icons';
import { Tip, type TipTriggerProps } from './Tip';
import './ContestMarks.css';

/** What each access level means, shown with its tag. */
const AUTH_TIPS: Record<ContestAuth, string> = {
  [ContestAuth.PUBLIC]: 'contests.auth.publicTip',
  [ContestAuth.PRIVATE]: 'contests.auth.privateTip',
  [ContestAuth.PROTECTED]: 'contests.auth.protectedTip',
};

/** A lock beside the title of a contest that needs a password: red to enter (private), orange to submit. */
export function ContestLock({ auth }: { auth: ContestAuth }) {
  const t = useT();
  if (auth === ContestAuth.PUBLIC) return null;
  const label = t(auth === ContestAuth.PRIVATE ? 'contests.lock.private' : 'contests.lock.protected');
  return (
    <span
      className={`contest-lock contest-lock--${auth === ContestAuth.PRIVATE ? 'private' : 'protected'}`}
      role="img"
      aria-label={label}
      title={label}
    >
      <LockIcon />
    </span>
  );
}

/** The contest's access level as a tag, explained on hover, focus or tap. */
export function ContestAuthTag({ auth }: { auth: ContestAuth }) {
  const t = useT();
  const info = contestAuthTable[auth];
  return (
    <Tip text={t(AUTH_TIPS[auth])}>
      {(trigger) => (
        <button type="button" className={`contest-chip tag tag--${info.color}`} {...trigger}>
          {t(info.labelKey)}
        </button>
      )}
    </Tip>
  );
}

/** The OI board's ranking rule: the latest or the highest score of each problem. */
export function oiScoreTip(contest: Pick<ContestVO, 'oiRankScoreType'>): string {
  return contest.oiRankScoreType === 'Highest' ? 'contests.rule.highestTip' : 'contests.rule.recentTip';
}

interface ContestRuleButtonProps {
  contest: Pick<ContestVO, 'type' | 'oiRankScoreType'>;
  /** What a press does (the list filters by the rule); without it the button only explains the rule. */
  onPress?: () => void;
  /** The button's accessible name when it filters ("Show ACM contests only"). */
  pressLabel?: string;
}

/** The contest's rule (ACM or OI) with a trophy; an OI contest's tells how its board ranks. */
export function ContestRuleButton({ contest, onPress, pressLabel }: ContestRuleButtonProps) {
  const t = useT();
  const info = contestTypeTable[contest.type];
  const oi = contest.type === ContestType.OI;
  const button = (trigger?: TipTriggerProps) => (
    <button
      type="button"
      className={`contest-rule contest-rule--${oi ? 'oi' : 'acm'}`}
      onClick={onPress}
      aria-label={pressLabel}
      {...trigger}
    >
      <TrophyIcon />
      {info.short}
    </button>
  );
  if (!oi && !onPress)
    return (
      <span className="contest-rule contest-rule--acm contest-rule--static">
        <TrophyIcon />
        {info.short}
      </span>
    );
  if (!oi) return button();
  return <Tip text={t('contests.rule.oiTip', { rule: t(oiScoreTip(contest)) })}>{button}</Tip>;
}
