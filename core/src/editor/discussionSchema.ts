import { boolean, number, object, string, type ObjectSchema } from 'yup';
import {
  DISCUSSION_CONTENT_MAX,
  DISCUSSION_DESCRIPTION_MAX,
  maxLengthMessage,
  type DiscussionForm,
} from './discussionPost';
import { requiredMessage } from './editorMessages';
import { TITLE_MAX_LENGTH, blank } from './schemaIssues';

/** What the schema needs besides the values: the prefix a new post's title will get. */
export interface DiscussionSchemaContext {
  titlePrefix?: string;
}

function titlePrefixOf(context: unknown): string {
  const prefix = (context as DiscussionSchemaContext | undefined)?.titlePrefix;
  return typeof prefix === 'string' ? prefix : '';
}

/**
 * The rules a post must pass before it is sent, in the order the fields are shown: title (not blank; at most 255
 * characters with the problem prefix it will get), description (not blank, at most 255), a category, content
 * (not blank, at most 65535). Messages are EditorMessage objects; the prefix comes through yup's `context`.
 */
export function discussionSchema(): ObjectSchema<DiscussionForm> {
  return object({
    title: string()
      .defined()
      .test('required', requiredMessage('editor.field.discussionTitle'), (value) => !blank(value))
      .test('max', maxLengthMessage('editor.field.discussionTitle', TITLE_MAX_LENGTH), function max(value) {
        const sent = titlePrefixOf(this.options.context) + (value ?? '').trim();
        return sent.length <= TITLE_MAX_LENGTH;
      }),
    description: string()
      .defined()
      .test('required', requiredMessage('editor.field.discussionDescription'), (value) => !blank(value))
      .max(
        DISCUSSION_DESCRIPTION_MAX,
        maxLengthMessage('editor.field.discussionDescription', DISCUSSION_DESCRIPTION_MAX),
      ),
    categoryId: number()
      .nullable()
      .defined()
      .test('required', requiredMessage('editor.field.discussionCategory'), (value) => value !== null),
    content: string()
      .defined()
      .test('required', requiredMessage('editor.field.discussionContent'), (value) => !blank(value))
      .max(
        DISCUSSION_CONTENT_MAX,
        maxLengthMessage('editor.field.discussionContent', DISCUSSION_CONTENT_MAX),
      ),
    topPriority: boolean().defined(),
  });
}
