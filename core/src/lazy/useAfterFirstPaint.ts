import { useEffect, useState } from 'react';

/**
 * False in the first render, true once the browser has painted it: a panel that is not the page's main content
 * (the code editor beside a statement, the maths typesetter) starts fetching its code only then, so the main content does not share
 * the network with it on its way to the screen.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the task it queues runs after it.
    const after = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(after) : undefined;
    if (frame === undefined) after();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
