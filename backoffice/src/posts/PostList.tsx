import type { ReactElement, ReactNode } from 'react';
import { POST_ORDER } from '@backoffice/common/serverOrder';
import { DataTable, DeleteButton, EditButton, List, SimpleList } from 'react-admin';
import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { CreatedAt } from '@backoffice/common/CreatedAt';
import { DeferredRows } from '@backoffice/common/DeferredRows';
import { ListLoadError } from '@backoffice/common/ListLoadError';
import { ListPagination } from '@backoffice/common/ListPagination';
import { OpenableRowsBody } from '@backoffice/common/OpenableRows';
import { DEFAULT_PAGE_SIZE } from '@backoffice/common/pageSizes';
import type { PostRow } from './postResource';

/** A post as its list shows it: the admin list's row with its creation time. */
export type ListedPost = PostRow & { gmtCreate?: string | null };

export interface PostColumn<R> {
  source: Extract<keyof R, string>;
  render?: (record: R) => ReactNode;
}

export interface PostListProps<R extends ListedPost> {
  /** The table's columns between id/title and the edit and delete buttons, in order; none is sortable. */
  columns: readonly PostColumn<R>[];
  /** The filter form's inputs, when the list has one. */
  filters?: ReactElement[];
  /** A phone entry's first line. */
  primaryText(record: R): string;
  /** A phone entry's second line; the creation date is its third. */
  summary(record: R): ReactNode;
}

/**
 * A list of posts, newest first, ten a page: a table on wide screens (id, title, the post's columns, edit and a
 * delete that waits for the server), one link per post on phones. The phone entry's second line is our own
 * Typography so that chips are not nested in the paragraph ListItemText would add; a control (such as a switch)
 * would be nested in the entry's link, so phones show state, never toggles.
 */
export function PostList<R extends ListedPost>({ columns, filters, primaryText, summary }: PostListProps<R>) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const Column = DataTable.Col<R>;
  return (
    <List
      sort={POST_ORDER}
      exporter={false}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={false}
      error={<ListLoadError />}
      filters={filters}
    >
      <DeferredRows footer={<ListPagination />}>
        {isSmall ? (
          <SimpleList<R>
            rowClick="edit"
            primaryText={primaryText}
            tertiaryText={(record) => <CreatedAt record={record} dateOnly />}
            secondaryText={(record) => (
              <Typography
                component="div"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
              >
                {summary(record)}
              </Typography>
            )}
          />
        ) : (
          <DataTable rowClick="edit" body={OpenableRowsBody} bulkActionButtons={false}>
            <Column source="id" disableSort />
            <Column source="title" disableSort />
            {columns.map(({ source, render }) => (
              <Column key={source} source={source} disableSort render={render} />
            ))}
            <Column
              disableSort
              render={() => (
                <>
                  <EditButton />
                  <DeleteButton mutationMode="pessimistic" />
                </>
              )}
            />
          </DataTable>
        )}
      </DeferredRows>
    </List>
  );
}
