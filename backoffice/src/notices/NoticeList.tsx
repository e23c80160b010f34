import { DataTable, DeleteButton, EditButton, List, SelectInput, useLocale, useTranslate } from 'react-admin';
import { formatDateTime, parseHojDate } from '@hoj/core/format/format';
import { currentLocaleOf } from '../i18n/localePreference';
import { noticeTypeChoices } from './NoticeForm';
import type { NoticeRecord } from './noticeOperations';

const Column = DataTable.Col<NoticeRecord>;

// No choice selected means "All types" (the filter's empty option).
const filters = [
  <SelectInput
    key="type"
    source="type"
    choices={noticeTypeChoices}
    alwaysOn
    emptyText="resources.notices.filterAll"
  />,
];

function CreatedAt({ record }: { record: NoticeRecord }) {
  const locale = currentLocaleOf(useLocale());
  const date = record.gmtCreate ? parseHojDate(record.gmtCreate) : null;
  return date ? <time dateTime={date.toISOString()}>{formatDateTime(date, locale)}</time> : null;
}

function TypeText({ record }: { record: NoticeRecord }) {
  const translate = useTranslate();
  return record.type ? <>{translate(`resources.notices.type.${record.type}`)}</> : null;
}

/** `/admin/notices`: the notices admins wrote, newest first, filtered by recipients. */
export function NoticeList() {
  return (
    <List exporter={false} perPage={10} filters={filters}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="id" disableSort />
        <Column source="title" disableSort />
        <Column source="type" disableSort render={(record) => <TypeText record={record} />} />
        <Column source="adminUsername" disableSort />
        <Column source="gmtCreate" disableSort render={(record) => <CreatedAt record={record} />} />
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
    </List>
  );
}
