import { useEffect, useState } from 'react';
import './AnimatedDigits.css';

/** The digits change on 30 ms ticks; every 450 ms one of them settles, left to right. */
const TICK_MS = 30;
const SETTLE_EVERY_MS = 450;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const randomDigit = () => String(Math.floor(Math.random() * 10));

function scramble(value: string, settled: number): string {
  return [...value].map((char, index) => (index < settled ? char : randomDigit())).join('');
}

/** Big digits that roll before landing on `value`; still at once for visitors who ask for reduced motion. */
export function AnimatedDigits({ value }: { value: string }) {
  const [reduced] = useState(prefersReducedMotion);
  const [shown, setShown] = useState(() => (reduced ? value : scramble(value, 0)));

  useEffect(() => {
    if (reduced) return undefined;
    const start = Date.now();
    const timer = setInterval(() => {
      const settled = Math.min(value.length, Math.floor((Date.now() - start) / SETTLE_EVERY_MS) + 1);
      setShown(scramble(value, settled));
      if (settled >= value.length) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [value, reduced]);

  return (
    <div className={reduced ? 'digits' : 'digits digits--animated'} role="img" aria-label={value}>
      {[...shown].map((digit, index) => (
        <span key={index} className="digits__digit" aria-hidden="true">
          {digit}
        </span>
      ))}
    </div>
  );
}
