import { RadioButtonGroupInput } from 'react-admin';
import { PostCreate, PostEdit, type PostFormConfig } from '@backoffice/posts/PostForm';

const statusChoices = [
  { id: 0, name: 'resources.announcements.status.visible' },
  { id: 1, name: 'resources.announcements.status.hidden' },
];

/** An announcement's own input: whether the portal shows it (status 0 visible, 1 hidden). */
function AnnouncementFields() {
  return <RadioButtonGroupInput source="status" choices={statusChoices} />;
}

const form: PostFormConfig = {
  previewLabel: 'resources.announcements.preview',
  Fields: AnnouncementFields,
};

const NEW_ANNOUNCEMENT = { status: 0, content: '' };

/** `/admin/announcements/create`: a new site announcement, visible unless the author hides it. */
export function AnnouncementCreate() {
  return <PostCreate record={NEW_ANNOUNCEMENT} {...form} />;
}

/** `/admin/announcements/:id`: edits title, content and visibility; the delete button asks first. */
export function AnnouncementEdit() {
  return <PostEdit {...form} />;
}
