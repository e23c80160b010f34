import { useListContext } from 'react-admin';
import { judgeOr } from './judges';
import { NativeSelectInput } from './NativeSelectInput';
import { UNCLASSIFIED } from './tagResource';
import { useJudgeClassifications } from './useJudgeClassifications';

/** The tag list's classification filter: the classifications of the judge the list shows, or "unclassified". */
export function ClassificationFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const { filterValues } = useListContext();
  const { data = [] } = useJudgeClassifications(judgeOr(filterValues.oj));
  const choices = [
    { id: UNCLASSIFIED, name: 'hoj.tags.unclassified' },
    ...data.map((classification) => ({
      id: String(classification.id),
      name: classification.name ?? `#${classification.id}`,
      translateName: false,
    })),
  ];
  return (
    <NativeSelectInput
      source={source}
      label="resources.tags.fields.tcid"
      emptyText="hoj.tags.allClassifications"
      emptyValue=""
      choices={choices}
    />
  );
}
