import { JudgeStatus } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { CheckIcon } from '@portal/shared/ui/icons';

/** The signed-in user's best result on a problem: solved, tried, or nothing when never submitted. */
export function MyStatusIcon({ status }: { status: number | undefined }) {
  const t = useT();
  if (status === undefined || status === JudgeStatus.NOT_SUBMITTED) return null;
  const solved = status === JudgeStatus.ACCEPTED;
  const label = t(solved ? 'problemList.status.accepted' : 'problemList.status.attempted');
  return (
    <span
      className={`my-status my-status--${solved ? 'accepted' : 'attempted'}`}
      role="img"
      aria-label={label}
      title={label}
    >
      {solved ? <CheckIcon /> : <AttemptedIcon />}
    </span>
  );
}

function AttemptedIcon() {
  return (
    <svg
      className="icon"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12h8" />
    </svg>
  );
}
