import { hexColour, readableTextOn } from '@hoj/core/format/hexColour';
import './TitleTag.css';

/** A user's honorary title (titleName on titleColor), shown next to their name. */
export function TitleTag({ name, color }: { name: string; color?: string | null | undefined }) {
  const background = hexColour(color);
  const text = readableTextOn(background);
  return (
    <span
      className="title-tag"
      style={background ? { background, color: text ?? undefined, borderColor: background } : undefined}
    >
      {name}
    </span>
  );
}
