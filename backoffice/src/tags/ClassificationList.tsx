import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { OpenableRowsBody } from '@backoffice/common/OpenableRows';
import { PagedList } from '@backoffice/common/PagedList';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { tagsMessages } from '@backoffice/i18n/areas/tags';
import { EditDeleteButtons, JudgeText, SiblingListToolbar } from './JudgeListParts';
import { DEFAULT_JUDGE } from './judges';
import { JudgeFilter } from './JudgeFilter';
import type { ClassificationRecord } from './tagQueries';

registerPageMessages(tagsMessages);

const Column = DataTable.Col<ClassificationRecord>;

const filters = [<JudgeFilter key="oj" source="oj" alwaysOn />];

/**
 * Deleting a classification keeps its tags but leaves them unclassified (on the portal they move to the
 * "other" group): the confirmation names how many tags that is.
 */
function RowButtons({ record }: { record: ClassificationRecord }) {
  return (
    <EditDeleteButtons
      confirmTitle="hoj.tags.deleteClassificationTitle"
      confirmContent="hoj.tags.deleteClassificationContent"
      translateOptions={{ name: record.name ?? '', count: record.tagCount }}
    />
  );
}

/**
 * `/admin/tagClassifications`: one judge's tag classifications in the order the portal groups tags by (smaller
 * rank first), with how many tags each holds.
 */
export function ClassificationList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <PagedList
      filters={filters}
      filterDefaultValues={{ oj: DEFAULT_JUDGE }}
      actions={<SiblingListToolbar to="/tags" label="hoj.tags.backToTags" Icon={LocalOfferIcon} />}
      sort={{ field: 'rank', order: 'ASC' }}
    >
      {isSmall ? (
        <SimpleList<ClassificationRecord>
          rowClick="edit"
          primaryText={(record) => record.name ?? `#${record.id}`}
          secondaryText={(record) =>
            translate('hoj.tags.rankAndCount', { rank: record.rank ?? '-', count: record.tagCount })
          }
        />
      ) : (
        <DataTable rowClick="edit" body={OpenableRowsBody} bulkActionButtons={false}>
          <Column source="rank" disableSort />
          <Column source="name" disableSort />
          <Column source="oj" disableSort render={(record) => <JudgeText record={record} />} />
          <Column source="tagCount" disableSort />
          <Column disableSort render={(record) => <RowButtons record={record} />} />
        </DataTable>
      )}
    </PagedList>
  );
}
