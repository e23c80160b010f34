import {
  BooleanInput,
  Create,
  Edit,
  NumberInput,
  PasswordInput,
  RadioButtonGroupInput,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TrainingAuth } from '@generated/model/index';
import { TRAINING_DEFAULTS, TRAINING_RANK_MAX } from '@hoj/core/editor/trainingEditor';
import { EditorToolbar } from '@backoffice/common/EditorToolbar';
import { UnsavedChangesGuard } from '@backoffice/common/UnsavedChangesGuard';
import { useStaff } from '@backoffice/common/useStaff';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { MarkdownInput } from '@backoffice/posts/MarkdownInput';
import { CategoryInput } from './CategoryInput';
import { trainingPageMessages } from './i18n/trainingPageMessages';
import { canDeleteTraining } from './trainingAccess';
import type { TrainingEditRecord } from './trainingResource';
import { useTrainingResolver } from './useTrainingResolver';

registerPageMessages(trainingPageMessages);

const authChoices = [
  { id: TrainingAuth.PUBLIC, name: 'hoj.trainingAdmin.auth.public' },
  { id: TrainingAuth.PRIVATE, name: 'hoj.trainingAdmin.auth.private' },
];

/** The password field, only while the training is private (the only time the backend reads it). */
function PasswordField() {
  const auth: unknown = useWatch({ name: 'auth' });
  if (auth !== TrainingAuth.PRIVATE) return null;
  return <PasswordInput source="privatePwd" helperText="hoj.trainingAdmin.passwordHint" />;
}

/** Save, and for root on an existing training a delete that says what goes with it. */
function TrainingToolbar() {
  const record = useRecordContext<TrainingEditRecord>();
  const { roles } = useStaff();
  return (
    <EditorToolbar
      canDelete={canDeleteTraining(roles)}
      confirmTitle="hoj.trainingAdmin.deleteTitle"
      confirmContent="hoj.trainingAdmin.deleteContent"
      translateOptions={{ title: record?.title }}
    />
  );
}

/**
 * Title, description (markdown with its live preview, published with the staff rules), rank, category,
 * visibility with the password of a private training, and whether the portal lists it. Core's training rules
 * check it before saving; leaving with unsaved changes asks first.
 */
function TrainingFormBody() {
  const resolver = useTrainingResolver();
  return (
    <SimpleForm resolver={resolver} sanitizeEmptyValues={false} noValidate toolbar={<TrainingToolbar />}>
      <UnsavedChangesGuard />
      <TextInput source="title" fullWidth />
      <MarkdownInput source="description" previewLabel="hoj.trainingAdmin.preview" />
      <NumberInput
        source="rank"
        min={0}
        max={TRAINING_RANK_MAX}
        step={1}
        helperText="hoj.trainingAdmin.rankHint"
      />
      <CategoryInput />
      <RadioButtonGroupInput source="auth" choices={authChoices} />
      <PasswordField />
      <BooleanInput source="status" helperText="hoj.trainingAdmin.statusHint" />
    </SimpleForm>
  );
}

/** What a new training starts from: core's defaults (rank 1000, public, visible); the author is added on save. */
const NEW_TRAINING = {
  title: TRAINING_DEFAULTS.title,
  description: TRAINING_DEFAULTS.description,
  rank: TRAINING_DEFAULTS.rank,
  auth: TRAINING_DEFAULTS.auth,
  privatePwd: TRAINING_DEFAULTS.privatePwd,
  status: TRAINING_DEFAULTS.status,
  categoryId: TRAINING_DEFAULTS.categoryId,
};

/** `/admin/trainings/create`. */
export function TrainingCreate() {
  return (
    <Create redirect="list" record={NEW_TRAINING}>
      <TrainingFormBody />
    </Create>
  );
}

/** `/admin/trainings/:id`: root, or the training's author (the list offers it to them only). */
export function TrainingEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <TrainingFormBody />
    </Edit>
  );
}
