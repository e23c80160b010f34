import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfig } from '@hoj/core/config/runtimeConfig';
import { api, unwrap } from '@hoj/core/http/client';
import type { WebsiteConfigMap } from '@generated/model/index';

/** The short name shown when the configuration has none (or has not arrived yet): config.json's `siteName`. */
const defaultShortName = () => runtimeConfig().siteName;

export interface SiteNames {
  name: string;
  shortName: string;
}

/** The names of the last configuration seen, so a returning visitor never sees "OJ" flash before it arrives. */
export const SITE_NAMES_KEY = 'hoj.siteNames';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The stored names, or null when there are none or storage holds something else. */
export function storedSiteNames(): SiteNames | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SITE_NAMES_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const names = { name: text(record.name), shortName: text(record.shortName) };
    return names.name || names.shortName ? names : null;
  } catch {
    return null;
  }
}

function storeSiteNames(config: WebsiteConfigMap): void {
  const names = { name: text(config.name), shortName: text(config.shortName) };
  try {
    if (names.name || names.shortName) localStorage.setItem(SITE_NAMES_KEY, JSON.stringify(names));
  } catch {
    // Storage full or refused: the names arrive with the configuration anyway.
  }
}

/** The public site configuration: names, footer links and feature switches. It rarely changes. */
export const websiteConfigQuery = () =>
  queryOptions({
    queryKey: ['website-config'],
    queryFn: async ({ signal }): Promise<WebsiteConfigMap> => {
      const config = await unwrap(api.GET('/api/get-website-config', { signal }));
      storeSiteNames(config);
      return config;
    },
    staleTime: 5 * 60_000,
  });

export function useWebsiteConfig() {
  return useQuery(websiteConfigQuery());
}

/**
 * The site's full and short names: from the configuration once it is here, before that from the last one seen,
 * and only on a first visit the generic short name.
 */
export function useSiteNames(): SiteNames {
  const { data } = useWebsiteConfig();
  const stored = data ? null : storedSiteNames();
  const shortName = text(data?.shortName) || stored?.shortName || defaultShortName();
  const name = text(data?.name) || stored?.name || shortName;
  return { name, shortName };
}
