import './TitleTag.css';

/** Picks black or white text for a background colour so the tag stays readable (WCAG contrast). */
function readableTextOn(color: string): string | undefined {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const channels = [0, 2, 4].map((i) => {
    const v = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#111827' : '#ffffff';
}

/** A user's honorary title (titleName on titleColor), shown next to their name. */
export function TitleTag({ name, color }: { name: string; color?: string | null | undefined }) {
  const background = color || undefined;
  const text = background ? readableTextOn(background) : undefined;
  return (
    <span
      className="title-tag"
      style={background ? { background, color: text, borderColor: background } : undefined}
    >
      {name}
    </span>
  );
}
