import { contrastRatio, hexColour, readableTextOn } from '@hoj/core/format/hexColour';
import type { Translate } from '@portal/i18n/useT';
import type { BoardAward, BoardParticipant } from '../model/participant';

/** Text on an award's background must stay readable whatever colours staff picked (WCAG AA for normal text). */
const MIN_CONTRAST = 4.5;

function awardStyle(award: BoardAward): { background: string; color: string } | undefined {
  const background = hexColour(award.background);
  if (!background) return undefined;
  const chosen = hexColour(award.color);
  const color =
    chosen && (contrastRatio(chosen, background) ?? 0) >= MIN_CONTRAST ? chosen : readableTextOn(background);
  return color ? { background, color } : undefined;
}

/** The place, `*` for an unofficial participant; an award band's row wears the band's colours here. */
export function RankCell({ row, t }: { row: BoardParticipant; t: Translate }) {
  if (row.rank === null)
    return (
      <td className="board__rank">
        <span aria-hidden="true">*</span>
        <span className="visually-hidden">{t('contestBoards.rank.star')}</span>
      </td>
    );
  const style = row.award ? awardStyle(row.award) : undefined;
  return (
    <td
      className={`board__rank${row.award ? ' board__rank--award' : ''}`}
      style={style}
      title={row.award?.name}
    >
      {row.rank}
      {row.award ? <span className="visually-hidden">{` ${row.award.name}`}</span> : null}
    </td>
  );
}
