import { DataTable, SimpleList, TextInput, useTranslate } from 'react-admin';
import { Typography, useMediaQuery, type Theme } from '@mui/material';
import CategoryIcon from '@mui/icons-material/Category';
import { OpenableRowsBody } from '@backoffice/common/OpenableRows';
import { PagedList } from '@backoffice/common/PagedList';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { tagsMessages } from '@backoffice/i18n/areas/tags';
import { ClassificationFilter } from './ClassificationFilter';
import { EditDeleteButtons, JudgeText, SiblingListToolbar } from './JudgeListParts';
import { DEFAULT_JUDGE } from './judges';
import { JudgeFilter } from './JudgeFilter';
import { TagChip } from './TagChip';
import type { TagRecord } from './tagQueries';

registerPageMessages(tagsMessages);

const Column = DataTable.Col<TagRecord>;

const filters = [
  <JudgeFilter key="oj" source="oj" resets="tcid" alwaysOn />,
  <ClassificationFilter key="tcid" source="tcid" alwaysOn />,
  <TextInput key="q" source="q" label="hoj.tags.search" alwaysOn resettable />,
];

function ClassificationText({ record }: { record: TagRecord }) {
  const translate = useTranslate();
  return <>{record.classificationName ?? translate('hoj.tags.unclassified')}</>;
}

/** Deleting a tag takes it off every problem that carries it: the confirmation says so, naming the tag. */
function RowButtons({ record }: { record: TagRecord }) {
  return (
    <EditDeleteButtons
      confirmTitle="hoj.tags.deleteTitle"
      confirmContent="hoj.tags.deleteContent"
      translateOptions={{ name: record.name ?? '' }}
    />
  );
}

/**
 * `/admin/tags`: the site-wide tags of one judge (the site's own first), in the portal's order (by
 * classification rank, the unclassified last), filtered by classification and name; a row opens its editor.
 */
export function TagList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <PagedList
      filters={filters}
      filterDefaultValues={{ oj: DEFAULT_JUDGE }}
      actions={
        <SiblingListToolbar
          to="/tagClassifications"
          label="hoj.tags.manageClassifications"
          Icon={CategoryIcon}
        />
      }
      sort={{ field: 'id', order: 'ASC' }}
    >
      {isSmall ? (
        <SimpleList<TagRecord>
          rowClick="edit"
          primaryText={(record) => record.name ?? `#${record.id}`}
          secondaryText={(record) => (
            <Typography component="span" variant="body2" color="text.secondary">
              <ClassificationText record={record} />
            </Typography>
          )}
        />
      ) : (
        <DataTable rowClick="edit" body={OpenableRowsBody} bulkActionButtons={false}>
          <Column
            source="name"
            disableSort
            render={(record) => <TagChip name={record.name ?? ''} color={record.color} />}
          />
          <Column source="tcid" disableSort render={(record) => <ClassificationText record={record} />} />
          <Column source="oj" disableSort render={(record) => <JudgeText record={record} />} />
          <Column source="color" disableSort />
          <Column disableSort render={(record) => <RowButtons record={record} />} />
        </DataTable>
      )}
    </PagedList>
  );
}
