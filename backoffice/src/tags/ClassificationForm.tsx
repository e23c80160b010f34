import { Create, Edit, NumberInput, SimpleForm, TextInput, maxLength } from 'react-admin';
import { filledText } from '@backoffice/common/validators';
import { UnsavedChangesGuard } from '@backoffice/common/UnsavedChangesGuard';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { tagsMessages } from '@backoffice/i18n/areas/tags';
import { classificationRankRules } from './classificationRank';
import { judgeChoices } from './judgeChoices';
import { DEFAULT_JUDGE } from './judges';
import { NativeSelectInput } from './NativeSelectInput';

registerPageMessages(tagsMessages);

const NAME_MAX = 255;

const validateName = [...filledText('resources.tagClassifications.fields.name'), maxLength(NAME_MAX)];

function ClassificationForm() {
  return (
    <SimpleForm sanitizeEmptyValues={false} noValidate>
      <UnsavedChangesGuard />
      <TextInput source="name" validate={validateName} fullWidth />
      <NativeSelectInput
        source="oj"
        label="resources.tagClassifications.fields.oj"
        choices={judgeChoices}
        fullWidth
      />
      <NumberInput source="rank" validate={classificationRankRules} step={1} helperText="hoj.tags.rankHelp" />
    </SimpleForm>
  );
}

const NEW_CLASSIFICATION = { oj: DEFAULT_JUDGE, rank: 0 };

/** `/admin/tagClassifications/create`. */
export function ClassificationCreate() {
  return (
    <Create redirect="list" record={NEW_CLASSIFICATION}>
      <ClassificationForm />
    </Create>
  );
}

/** `/admin/tagClassifications/:id`: saved once the server has accepted it, then back to the list. */
export function ClassificationEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ClassificationForm />
    </Edit>
  );
}
