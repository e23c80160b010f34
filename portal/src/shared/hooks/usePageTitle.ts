import { useEffect } from 'react';
import { useSiteNames } from '../api/websiteConfig';

/** "Page - Site" in the browser tab; screen readers announce it on navigation. */
export function usePageTitle(title: string): void {
  const site = useSiteNames().shortName;
  useEffect(() => {
    document.title = title ? `${title} - ${site}` : site;
  }, [title, site]);
}
