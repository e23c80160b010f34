import { useEffect } from 'react';
import { DEFAULT_SHORT_NAME, useWebsiteConfig } from '../api/websiteConfig';

/** "Page - Site" in the browser tab; screen readers announce it on navigation. */
export function usePageTitle(title: string): void {
  const { data } = useWebsiteConfig();
  const site = data?.shortName || DEFAULT_SHORT_NAME;
  useEffect(() => {
    document.title = title ? `${title} - ${site}` : site;
  }, [title, site]);
}
