import { useState } from 'react';
import './Avatar.css';

/** Only images from this origin are loaded: a page must never fetch from a third party (privacy, budgets). */
function isSameOrigin(src: string): boolean {
  try {
    return new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

interface AvatarProps {
  src?: string | null | undefined;
  name: string;
  size?: number;
}

/** The user's picture, or their initial on a colour derived from the name when there is none. */
export function Avatar({ src, name, size = 32 }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (src && !failed && isSameOrigin(src)) {
    return (
      <img
        className="avatar"
        src={src}
        alt=""
        width={size}
        height={size}
        style={style}
        onError={() => setFailed(true)}
      />
    );
  }
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  return (
    <span
      className="avatar avatar--initial"
      style={{ ...style, background: `hsl(${hue} 55% 42%)` }}
      aria-hidden="true"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
