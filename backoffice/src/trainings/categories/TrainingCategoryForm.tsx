import { Create, Edit, SimpleForm, TextInput, maxLength, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import { hexColour } from '@hoj/core/format/hexColour';
import { UnsavedChangesGuard } from '@backoffice/common/UnsavedChangesGuard';
import { filledText } from '@backoffice/common/validators';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { CategoryChip } from '../CategoryChip';
import { trainingPageMessages } from '../i18n/trainingPageMessages';

registerPageMessages(trainingPageMessages);

const validateName = [...filledText('resources.trainingCategories.fields.name'), maxLength(255)];

/** The portal draws only `#rgb`/`#rrggbb` colours; anything else would show as no colour at all. */
const validateColour: Validator = (value: unknown) =>
  typeof value === 'string' && hexColour(value) ? undefined : 'hoj.trainingAdmin.categories.colourInvalid';

/** How the chip will look on the portal, as the admin types. */
function ChipPreview() {
  const translate = useTranslate();
  const name: unknown = useWatch({ name: 'name' });
  const color: unknown = useWatch({ name: 'color' });
  const label =
    typeof name === 'string' && name.trim() ? name.trim() : translate('hoj.trainingAdmin.categories.sample');
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" component="p" color="text.secondary" gutterBottom>
        {translate('hoj.trainingAdmin.categories.preview')}
      </Typography>
      <CategoryChip name={label} color={typeof color === 'string' ? color : null} />
    </Box>
  );
}

function CategoryForm() {
  return (
    <SimpleForm sanitizeEmptyValues={false} noValidate>
      <UnsavedChangesGuard />
      <TextInput source="name" validate={validateName} />
      <TextInput
        source="color"
        type="color"
        validate={validateColour}
        helperText="hoj.trainingAdmin.categories.colourHint"
        sx={{ width: 160 }}
      />
      <ChipPreview />
    </SimpleForm>
  );
}

/** A new category starts blue, the portal's default chip colour. */
const NEW_CATEGORY = { name: '', color: '#2d8cf0' };

/** `/admin/trainingCategories/create`. */
export function TrainingCategoryCreate() {
  return (
    <Create redirect="list" record={NEW_CATEGORY}>
      <CategoryForm />
    </Create>
  );
}

/** `/admin/trainingCategories/:id`. */
export function TrainingCategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <CategoryForm />
    </Edit>
  );
}
