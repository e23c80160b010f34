import { formatDateTime } from '@hoj/core/format/format';
import { useLocale, type Translate } from '@portal/i18n/useT';
import type { BoardClock } from '../model/boardClock';

/**
 * Says when the board is frozen: between the seal and the end the server shows everybody but the contest's
 * admins the board as it stood at the seal, later submissions counted as tries with hidden results. An admin who
 * asked for the live board is told that is what they see, since contestants see otherwise.
 */
export function SealNotice({
  clock,
  live,
  frozenAfterEnd,
  t,
}: {
  clock: BoardClock;
  live: boolean;
  /** The contest has ended and the board still hides results: it stays frozen until it is published. */
  frozenAfterEnd: boolean;
  t: Translate;
}) {
  const locale = useLocale();
  if (frozenAfterEnd)
    return (
      <p className="board__notice board__notice--sealed" role="status">
        {t('contestBoards.seal.afterEnd')}
      </p>
    );
  if (!clock.sealed) return null;
  const since = formatDateTime(clock.sealMs, locale);
  return (
    <p className={`board__notice ${live ? 'board__notice--info' : 'board__notice--sealed'}`} role="status">
      {live ? t('contestBoards.seal.live', { since }) : t('contestBoards.seal.frozen', { since })}
    </p>
  );
}
