import './CountBadge.css';

/** The unread badge caps at 99 (more shows "99+"). */
export const BADGE_CAP = 99;

/** The text a badge shows: the count up to the cap, then "99+". */
export function badgeText(count: number, cap = BADGE_CAP): string {
  return count > cap ? `${cap}+` : String(Math.max(0, Math.floor(count)));
}

interface CountBadgeProps {
  count: number;
  /** What a screen reader hears instead of the (possibly capped) number, e.g. "150 unread messages". */
  label: string;
  cap?: number;
}

/** A small red count; nothing at all for zero. The exact count is in the accessible text. */
export function CountBadge({ count, label, cap = BADGE_CAP }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className="count-badge">
      <span aria-hidden="true">{badgeText(count, cap)}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
