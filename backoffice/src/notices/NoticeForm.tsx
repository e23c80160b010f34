import { FormDataConsumer, SelectInput, TextInput } from 'react-admin';
import { requiredField } from '@backoffice/common/validators';
import { PostCreate, PostEdit, type PostFormConfig } from '@backoffice/posts/PostForm';
import type { NoticeRecord } from './noticeResource';
import { noticeTypeChoices } from './noticeTypes';

/** Writing to admins is offered but disabled, saying why: the backend stores such notices and never delivers them. */
const formTypeChoices = [
  ...noticeTypeChoices.filter((choice) => choice.id !== 'Admin'),
  { id: 'Admin', name: 'resources.notices.adminUnsupported', disabled: true },
];

/**
 * A notice's own inputs: its recipients, and for a `Single` notice the recipient's username. On edit the name
 * is optional: HOJ's list does not say who received it, and without a new name it stays.
 */
function NoticeFields({ creating }: { creating: boolean }) {
  return (
    <>
      <SelectInput
        source="type"
        choices={formTypeChoices}
        validate={requiredField()}
        helperText="resources.notices.typeHelp"
      />
      <FormDataConsumer<NoticeRecord>>
        {({ formData }) =>
          formData.type === 'Single' ? (
            <TextInput
              source="recipientUsername"
              validate={creating ? requiredField() : undefined}
              helperText={creating ? false : 'resources.notices.recipientKeep'}
            />
          ) : null
        }
      </FormDataConsumer>
    </>
  );
}

const form: PostFormConfig = { previewLabel: 'resources.notices.preview', Fields: NoticeFields };

const NEW_NOTICE = { type: 'All', content: '' };

/** `/admin/notices/create`: a notice for everyone, the admins, or one user. */
export function NoticeCreate() {
  return <PostCreate record={NEW_NOTICE} {...form} />;
}

/** `/admin/notices/:id`: edits the notice; copies already delivered to boxes are not changed by HOJ. */
export function NoticeEdit() {
  return <PostEdit {...form} />;
}
