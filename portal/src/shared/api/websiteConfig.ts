import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import type { WebsiteConfigMap } from '@generated/model/index';

/** The short name shown when the configuration has none (or has not arrived yet). */
export const DEFAULT_SHORT_NAME = 'OJ';

/** The public site configuration: names, footer links and feature switches. It rarely changes. */
export const websiteConfigQuery = () =>
  queryOptions({
    queryKey: ['website-config'],
    queryFn: ({ signal }): Promise<WebsiteConfigMap> =>
      unwrap(api.GET('/api/get-website-config', { signal })),
    staleTime: 5 * 60_000,
  });

export function useWebsiteConfig() {
  return useQuery(websiteConfigQuery());
}
