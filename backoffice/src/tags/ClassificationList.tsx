import {
  CreateButton,
  DataTable,
  DeleteButton,
  EditButton,
  List,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { Button, useMediaQuery, type Theme } from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { DeferredRows } from '@backoffice/common/DeferredRows';
import { ListLoadError } from '@backoffice/common/ListLoadError';
import { ListPagination } from '@backoffice/common/ListPagination';
import { OpenableRowsBody } from '@backoffice/common/OpenableRows';
import { DEFAULT_PAGE_SIZE } from '@backoffice/common/pageSizes';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { tagsMessages } from '@backoffice/i18n/areas/tags';
import { DEFAULT_JUDGE, judgeLabel, judgeOr } from './judges';
import { JudgeFilter } from './JudgeFilter';
import type { ClassificationRecord } from './tagQueries';

registerPageMessages(tagsMessages);

const Column = DataTable.Col<ClassificationRecord>;

const filters = [<JudgeFilter key="oj" source="oj" alwaysOn />];

function JudgeText({ record }: { record: ClassificationRecord }) {
  const translate = useTranslate();
  return <>{translate(judgeLabel(judgeOr(record.oj)))}</>;
}

function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to="/tags" startIcon={<LocalOfferIcon />} size="small">
        {translate('hoj.tags.backToTags')}
      </Button>
      <CreateButton />
    </TopToolbar>
  );
}

/**
 * Deleting a classification keeps its tags but leaves them unclassified (on the portal they move to the
 * "other" group): the confirmation names how many tags that is.
 */
function RowButtons({ record }: { record: ClassificationRecord }) {
  return (
    <>
      <EditButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle="hoj.tags.deleteClassificationTitle"
        confirmContent="hoj.tags.deleteClassificationContent"
        translateOptions={{ name: record.name ?? '', smart_count: record.tagCount }}
      />
    </>
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
    <List
      filters={filters}
      filterDefaultValues={{ oj: DEFAULT_JUDGE }}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={false}
      error={<ListLoadError />}
      exporter={false}
      actions={<Actions />}
      sort={{ field: 'rank', order: 'ASC' }}
    >
      <DeferredRows footer={<ListPagination />}>
        {isSmall ? (
          <SimpleList<ClassificationRecord>
            rowClick="edit"
            primaryText={(record) => record.name ?? `#${record.id}`}
            secondaryText={(record) =>
              translate('hoj.tags.rankAndCount', { rank: record.rank ?? '-', smart_count: record.tagCount })
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
      </DeferredRows>
    </List>
  );
}
