import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hexColour } from '@hoj/core/format/hexColour';

/** A balloon colour picked with the browser's colour control (stored as `#rrggbb`). */
export function BalloonColourField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const translate = useTranslate();
  return (
    <TextField
      type="color"
      size="small"
      label={translate('hoj.contests.problems.color')}
      value={hexColour(value) ?? '#ffffff'}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: 160 }}
    />
  );
}

/** The colour as a swatch with its value spelled out for those who cannot see it. */
export function BalloonSwatch({ color }: { color: string | null | undefined }) {
  const translate = useTranslate();
  const hex = hexColour(color);
  if (!hex) return <span>{translate('hoj.contests.problems.noColor')}</span>;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        role="img"
        aria-label={translate('hoj.contests.problems.swatch', { color: hex })}
        style={{
          width: 18,
          height: 18,
          borderRadius: '50%',
          background: hex,
          border: '1px solid rgba(0,0,0,0.3)',
          display: 'inline-block',
        }}
      />
      <code>{hex}</code>
    </span>
  );
}
