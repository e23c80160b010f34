import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '@portal/shared/hooks/preloadImage';
import { homePageImagesQuery } from './homeQueries';

/**
 * What the home page's first screen needs, asked for while its code is still on the way: the slides, then the
 * first slide's image (the page's largest paint) before the carousel has rendered.
 */
export async function prefetchHome(client: QueryClient): Promise<void> {
  const query = homePageImagesQuery();
  await client.prefetchQuery(query);
  preloadImage(client.getQueryData(query.queryKey)?.[0]?.img);
}
