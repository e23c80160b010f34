import type { CreateParams, DeleteParams, UpdateParams } from 'react-admin';
import { findCreated, findInPages } from '@backoffice/providers/findInPages';
import type { ResourceOperations } from '@backoffice/providers/resourceOperations';
import { clampPageSize } from '@backoffice/common/pageSizes';

/** A row of one of HOJ's admin post lists (announcements, system notices): a numeric id and a title. */
export interface PostRow {
  id: number;
  title?: string | null;
}

/** What a list page asks for; `filter` is the list's filter form, absent when a row is searched for. */
export interface PostPageQuery {
  currentPage?: number;
  limit?: number;
  filter?: Record<string, unknown>;
}

/** The contract calls behind one kind of post, and how a form record becomes the body they send. */
export interface PostCalls<R extends PostRow, B extends { title?: string | null }> {
  /** One page of the admin list, newest first. */
  readPage(query: PostPageQuery, signal?: AbortSignal): Promise<{ records: R[]; total: number }>;
  toBody(data: Partial<R>): B | Promise<B>;
  add(body: B): Promise<unknown>;
  update(id: number, body: B): Promise<unknown>;
  remove(id: number): Promise<unknown>;
}

/**
 * The data-provider operations of a post resource: list, get one (searched page by page, as HOJ's admin lists
 * have no "get one" call), create, update and delete. HOJ's "add" answers `null`, so a created post is found
 * again as the newest row with the title just sent; an update answers the merged record.
 */
export function postResource<R extends PostRow, B extends { title?: string | null }>(
  calls: PostCalls<R, B>,
): ResourceOperations {
  const readPage = (currentPage: number, limit: number, signal?: AbortSignal) =>
    calls.readPage({ currentPage, limit }, signal);
  return {
    async getList({ pagination, filter, signal }) {
      const page = await calls.readPage(
        { currentPage: pagination?.page, limit: clampPageSize(pagination?.perPage), filter },
        signal,
      );
      return { data: page.records, total: page.total };
    },

    async getOne({ id, signal }) {
      const found = await findInPages(
        (currentPage, limit) => readPage(currentPage, limit, signal),
        (row) => String(row.id) === String(id),
      );
      return { data: found };
    },

    async create({ data }: CreateParams<Partial<R>>) {
      const body = await calls.toBody(data);
      await calls.add(body);
      return { data: await findCreated((currentPage, limit) => readPage(currentPage, limit), body.title) };
    },

    async update({ id, data, previousData }: UpdateParams<R>) {
      const merged = { ...previousData, ...data };
      await calls.update(Number(id), await calls.toBody(merged));
      return { data: { ...merged, id: Number(id) } };
    },

    async delete({ id, previousData }: DeleteParams<R>) {
      await calls.remove(Number(id));
      return { data: previousData ?? { id } };
    },
  };
}
