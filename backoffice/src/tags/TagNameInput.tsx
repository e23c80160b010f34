import { TextInput, maxLength, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import { filledText } from '@backoffice/common/validators';
import { judgeOr, judgeLabel } from './judges';
import { sameNamed } from '@hoj/core/editor/tagNames';
import { judgeTagNames, type TagRecord } from './tagQueries';

/** The database column's length. */
const NAME_MAX = 255;

/**
 * The tag's name, checked against the judge's existing tags as it is typed: a name already there (in any letter
 * case, spaces aside) is flagged at once and the form will not save it.
 */
export function TagNameInput() {
  const translate = useTranslate();
  const record = useRecordContext<TagRecord>();
  const oj = judgeOr(useWatch({ name: 'oj' }));
  const name = useWatch({ name: 'name' }) as unknown;
  const { data: existing = [] } = useQuery({
    queryKey: ['tags', 'names', oj],
    queryFn: ({ signal }) => judgeTagNames(oj, signal),
  });
  // Another judge, or its names arriving: a refusal shown after a save attempt is checked again.
  const { trigger, formState } = useFormContext();
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (submitted) void trigger('name');
  }, [existing, submitted, trigger]);
  const clash = sameNamed(existing, typeof name === 'string' ? name : '', record?.id);
  const notTaken: Validator = (value: unknown) =>
    sameNamed(existing, typeof value === 'string' ? value : '', record?.id)
      ? 'hoj.tags.duplicate'
      : undefined;
  return (
    <>
      <TextInput
        source="name"
        validate={[...filledText('resources.tags.fields.name'), maxLength(NAME_MAX), notTaken]}
        fullWidth
      />
      {clash && (
        <Alert severity="warning" role="status" sx={{ mb: 2, width: '100%' }}>
          {translate('hoj.tags.duplicateNamed', {
            name: clash.name ?? '',
            judge: translate(judgeLabel(oj)),
          })}
        </Alert>
      )}
    </>
  );
}
