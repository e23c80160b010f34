import { hexColour } from '@hoj/core/format/hexColour';
import { useT } from '@portal/i18n/useT';
import './BalloonMark.css';

/**
 * The balloon a team gets for solving the problem, as a coloured dot. Its name carries the colour, since staff
 * running the balloon desk read it out, and a dot alone says nothing to a screen reader.
 */
export function BalloonMark({ color }: { color: string | null | undefined }) {
  const t = useT();
  const hex = hexColour(color);
  if (!hex)
    return (
      <span className="balloon balloon--none" role="img" aria-label={t('contests.problems.noBalloon')}>
        –
      </span>
    );
  return (
    <span
      className="balloon"
      role="img"
      aria-label={t('contests.problems.balloon', { color: hex })}
      title={hex}
      style={{ background: hex }}
    />
  );
}
