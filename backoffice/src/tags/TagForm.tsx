import { Create, Edit, SimpleForm, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { UnsavedChangesGuard } from '@backoffice/common/UnsavedChangesGuard';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { tagsMessages } from '@backoffice/i18n/areas/tags';
import { judgeChoices } from './judgeChoices';
import { DEFAULT_JUDGE, judgeOr } from './judges';
import { NativeSelectInput } from './NativeSelectInput';
import { DEFAULT_TAG_COLOR } from './tagColor';
import { TagColorInput } from './TagColorInput';
import { TagNameInput } from './TagNameInput';
import type { TagRecord } from './tagQueries';
import { useJudgeClassifications } from './useJudgeClassifications';

registerPageMessages(tagsMessages);

/**
 * The tag's classification, among its judge's. HOJ saves only the fields sent non-empty, so a classified tag
 * cannot be made unclassified again: for such a tag "none" is not offered (it would silently change nothing),
 * and after a change of judge one of the new judge's classifications must be chosen.
 */
function ClassificationInput() {
  const translate = useTranslate();
  const record = useRecordContext<TagRecord>();
  const oj = judgeOr(useWatch({ name: 'oj' }));
  const { data = [] } = useJudgeClassifications(oj);
  const locked = record?.tcid != null;
  const mustChoose: Validator = (value: unknown) =>
    locked && value == null ? 'hoj.tags.classificationRequired' : undefined;
  return (
    <NativeSelectInput
      source="tcid"
      label="resources.tags.fields.tcid"
      emptyText="hoj.tags.unclassified"
      emptyDisabled={locked}
      choices={data.map((classification) => ({
        id: classification.id,
        name: classification.name ?? `#${classification.id}`,
        translateName: false,
      }))}
      validate={mustChoose}
      helperText={locked ? translate('hoj.tags.cannotUnclassify') : undefined}
      fullWidth
    />
  );
}

/** Classifications belong to one judge: another judge drops the one chosen. */
function JudgeInput() {
  const { setValue } = useFormContext();
  return (
    <NativeSelectInput
      source="oj"
      label="resources.tags.fields.oj"
      choices={judgeChoices}
      onPick={() => setValue('tcid', null, { shouldDirty: true })}
      fullWidth
    />
  );
}

function TagForm() {
  return (
    <SimpleForm sanitizeEmptyValues={false} noValidate>
      <UnsavedChangesGuard />
      <TagNameInput />
      <TagColorInput source="color" />
      <JudgeInput />
      <ClassificationInput />
    </SimpleForm>
  );
}

const NEW_TAG = { oj: DEFAULT_JUDGE, color: DEFAULT_TAG_COLOR, tcid: null };

/** `/admin/tags/create`: a site-wide tag of the site's own problems unless another judge is chosen. */
export function TagCreate() {
  return (
    <Create redirect="list" record={NEW_TAG}>
      <TagForm />
    </Create>
  );
}

/** `/admin/tags/:id`: saved once the server has accepted it, then back to the list. */
export function TagEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <TagForm />
    </Edit>
  );
}
