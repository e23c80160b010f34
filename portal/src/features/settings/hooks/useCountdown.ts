import { useEffect, useState } from 'react';

/** Seconds left of a lock (a code resend), ticking once a second; `start(60)` starts it. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const left = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  const start = (seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  };
  return [left, start];
}
