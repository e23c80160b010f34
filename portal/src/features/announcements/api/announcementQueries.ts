import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import type { PageAnnouncementVO } from '@generated/model/index';

/** The site announcements are paged 5 at a time. */
export const SITE_ANNOUNCEMENTS_PER_PAGE = 5;
/**
 * Inside a contest the announcements are shown without paging. The API still pages (default 10), so one page
 * this large holds every announcement a contest has in practice.
 */
export const CONTEST_ANNOUNCEMENT_LIMIT = 200;

export type AnnouncementSource = { kind: 'site' } | { kind: 'contest'; cid: number };

export const announcementKeys = {
  all: ['announcements'] as const,
  site: (page: number) => [...announcementKeys.all, 'site', page] as const,
  contest: (cid: number) => [...announcementKeys.all, 'contest', cid] as const,
};

/** Either list, one page type: the panel renders both the same way. */
export const announcementsQuery = (source: AnnouncementSource, page: number) =>
  queryOptions({
    queryKey: source.kind === 'site' ? announcementKeys.site(page) : announcementKeys.contest(source.cid),
    queryFn: ({ signal }): Promise<PageAnnouncementVO> =>
      source.kind === 'site'
        ? unwrap(
            api.GET('/api/get-common-announcement', {
              params: { query: { currentPage: page, limit: SITE_ANNOUNCEMENTS_PER_PAGE } },
              signal,
            }),
          )
        : unwrap(
            api.GET('/api/get-contest-announcement', {
              params: { query: { cid: source.cid, currentPage: 1, limit: CONTEST_ANNOUNCEMENT_LIMIT } },
              signal,
            }),
          ),
    // Paging keeps the old page on screen while the next loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
