import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Preloadable = { preload?: () => Promise<void> };

/** The page components an element renders: itself, or the page a guard or wrapper holds as its child. */
function preloadsOf(node: ReactNode): (() => Promise<void>)[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = (node.type as Preloadable).preload;
  return [...(own ? [own] : []), ...preloadsOf(node.props.children)];
}

/**
 * Fetches the code of the pages an address shows. The first render waits for it (at most `capMs`): the page
 * then draws in one go, instead of a skeleton that React holds for 300 ms before swapping it for the page.
 */
export async function preloadPages(routes: RouteObject[], pathname: string, capMs = 1500): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap((match) => preloadsOf(match.route.element));
  if (loads.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, capMs);
  });
  // A failed fetch is the page's own to report: it fetches again when it renders.
  await Promise.race([Promise.all(loads.map((load) => load().catch(() => undefined))), cap]);
  clearTimeout(timer);
}
