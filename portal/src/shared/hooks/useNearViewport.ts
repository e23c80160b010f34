import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref has come within `margin` of the screen, once true for good.
 * Heavy panels (charts) wait for it, so a phone that never scrolls to them never downloads or runs their code
 * during the first load. Without IntersectionObserver (old browsers, tests) everything counts as near.
 */
export function useNearViewport(margin = '300px'): [(element: Element | null) => void, boolean] {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(!supported);
  useEffect(() => {
    if (near || !element || !supported) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near, supported]);
  return [setElement, near];
}
