import type { ComponentType } from 'react';
import { Create, Edit, SimpleForm, TextInput, maxLength } from 'react-admin';
import { filledText } from '@backoffice/common/validators';
import { UnsavedChangesGuard } from '@backoffice/common/UnsavedChangesGuard';
import { MarkdownInput } from './MarkdownInput';

const validateTitle = [...filledText(), maxLength(255)];
/** A post without a body says nothing: the content is required as well as the title. */
const validateContent = filledText();

/** What one kind of post adds to the shared form. */
export interface PostFormConfig {
  /** i18n key of the markdown preview's heading. */
  previewLabel: string;
  /** The post's own inputs, after title and content; `creating` tells the create form from the edit form. */
  Fields: ComponentType<{ creating: boolean }>;
}

/**
 * Title, markdown content with its live preview, then the post's own inputs; shared by create and edit. The
 * browser's own checks are off (`noValidate`) so the translated messages show beside the fields, and leaving
 * with unsaved changes asks first.
 */
function PostForm({ previewLabel, Fields, creating }: PostFormConfig & { creating: boolean }) {
  return (
    <SimpleForm sanitizeEmptyValues={false} noValidate>
      <UnsavedChangesGuard />
      <TextInput source="title" validate={validateTitle} fullWidth />
      <MarkdownInput source="content" previewLabel={previewLabel} validate={validateContent} />
      <Fields creating={creating} />
    </SimpleForm>
  );
}

/** The create page: starts from `record` (the post's defaults) and returns to the list once saved. */
export function PostCreate({ record, ...form }: PostFormConfig & { record: Record<string, unknown> }) {
  return (
    <Create redirect="list" record={record}>
      <PostForm {...form} creating />
    </Create>
  );
}

/** The edit page: saves only once the server has accepted (no optimistic update), then returns to the list. */
export function PostEdit(form: PostFormConfig) {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <PostForm {...form} creating={false} />
    </Edit>
  );
}
