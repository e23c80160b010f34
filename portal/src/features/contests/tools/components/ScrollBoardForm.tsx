import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ContestStatus, type ContestVO } from '@generated/model/index';
import { contestStatusAt, contestSwitchMoments } from '@hoj/core/domain/contest';
import { useT } from '@portal/i18n/useT';
import { useServerNow } from '@portal/shared/hooks/useServerNow';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { ExternalIcon } from '@portal/shared/ui/icons';
import { TextField } from '@portal/shared/ui/TextField';
import { participantCountQuery } from '../api/participantsApi';
import {
  MEDALS,
  defaultMedals,
  parseMedalCount,
  scrollBoardUrl,
  type Medal,
  type MedalCounts,
} from '../model/medals';
import { MedalFormula } from './MedalFormula';

type Typed = Record<Medal, string>;

const asText = (counts: MedalCounts): Typed => ({
  gold: String(counts.gold),
  silver: String(counts.silver),
  bronze: String(counts.bronze),
});

/** The typed counts when every one is a whole number, else null. */
function readCounts(typed: Typed): MedalCounts | null {
  const gold = parseMedalCount(typed.gold);
  const silver = parseMedalCount(typed.silver);
  const bronze = parseMedalCount(typed.bronze);
  return gold === null || silver === null || bronze === null ? null : { gold, silver, bronze };
}

/**
 * The scroll board's settings: medal counts that start at HOJ's shares of the participants (star users left
 * out) until the admin types their own, whether star users are left out, and Start, which opens the board in a
 * new window; before the contest has ended (on the server's clock) it asks first. A number that is not one is
 * named under its field and kept as typed.
 */
export function ScrollBoardForm({ contest, contestId }: { contest: ContestVO; contestId: number }) {
  const t = useT();
  const participants = useQuery(participantCountQuery(contestId));
  const [typed, setTyped] = useState<Typed | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<Medal>>(new Set());
  const [removeStar, setRemoveStar] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const fields = useRef<Partial<Record<Medal, HTMLInputElement | null>>>({});
  const ended = contestStatusAt(contest, useServerNow(contestSwitchMoments(contest))) === ContestStatus.ENDED;

  const defaults = participants.data === undefined ? null : defaultMedals(participants.data);
  const shown: Typed = typed ?? (defaults ? asText(defaults) : { gold: '', silver: '', bronze: '' });
  const errorOf = (medal: Medal) =>
    checked.has(medal) && parseMedalCount(shown[medal]) === null
      ? t('contestTools.scrollBoard.invalid')
      : null;

  const open = (counts: MedalCounts) => {
    setConfirming(false);
    window.open(scrollBoardUrl(contestId, removeStar, counts), '_blank', 'noopener');
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    setChecked(new Set(MEDALS));
    const counts = readCounts(shown);
    if (!counts) {
      const wrong = MEDALS.find((medal) => parseMedalCount(shown[medal]) === null);
      if (wrong) fields.current[wrong]?.focus();
      return;
    }
    if (ended) open(counts);
    else setConfirming(true);
  };

  const counts = readCounts(shown);
  // Until the participant count is in, the fields are empty: Start then would only name three empty fields.
  const waitingForDefaults = typed === null && participants.isPending;
  return (
    <form className="scroll-config" onSubmit={start} noValidate>
      <MedalFormula query={participants} />
      <div className="scroll-config__fields">
        {MEDALS.map((medal) => (
          <TextField
            key={medal}
            ref={(input) => {
              fields.current[medal] = input;
            }}
            label={t(`contestTools.scrollBoard.${medal}`)}
            inputMode="numeric"
            autoComplete="off"
            value={shown[medal]}
            onChange={(event) => setTyped({ ...shown, [medal]: event.target.value })}
            onBlur={() => setChecked((current) => new Set(current).add(medal))}
            error={errorOf(medal)}
          />
        ))}
      </div>
      <label className="scroll-config__check">
        <input
          type="checkbox"
          checked={removeStar}
          onChange={(event) => setRemoveStar(event.target.checked)}
        />
        {t('contestTools.scrollBoard.removeStar')}
      </label>
      <div className="scroll-config__actions">
        <button type="submit" className="button button--primary" disabled={waitingForDefaults}>
          <ExternalIcon />
          {t('contestTools.scrollBoard.start')}
        </button>
      </div>
      {confirming && counts ? (
        <ConfirmDialog
          title={t('contestTools.scrollBoard.notEndedTitle')}
          message={t('contestTools.scrollBoard.notEndedMessage')}
          confirmLabel={t('contestTools.scrollBoard.openAnyway')}
          cancelLabel={t('contestTools.scrollBoard.cancel')}
          onConfirm={() => open(counts)}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </form>
  );
}
