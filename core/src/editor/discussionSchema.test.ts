import { DISCUSSION_DEFAULTS, problemTitlePrefix, type DiscussionForm } from './discussionPost';
import { discussionSchema } from './discussionSchema';
import { editorErrorText, editorMessages, type EditorMessage } from './editorMessages';
import { translate } from '../i18n/messages';
import { validateForm } from './validateForm';

const post = (overrides: Partial<DiscussionForm> = {}): DiscussionForm => ({
  ...DISCUSSION_DEFAULTS,
  title: 'Why does my DP TLE?',
  description: 'O(n^2) on n = 10^5',
  categoryId: 3,
  content: 'My code:\n\n```cpp\nint main() {}\n```',
  ...overrides,
});

async function errorsOf(form: DiscussionForm, titlePrefix?: string) {
  const errors = await validateForm(discussionSchema(), form, { titlePrefix });
  return errors.map(({ path, message }) => {
    const { key, values } = message as EditorMessage;
    return values ? { path, key, values } : { path, key };
  });
}

const english = (message: unknown) =>
  editorErrorText(message, (key, vars) => translate(editorMessages['en-US'], key, vars));
const chinese = (message: unknown) =>
  editorErrorText(message, (key, vars) => translate(editorMessages['zh-CN'], key, vars));

describe('discussionSchema', () => {
  it('accepts a complete post', async () => {
    expect(await errorsOf(post())).toEqual([]);
  });

  it('requires title, description, category and content, blanks counting as empty', async () => {
    const errors = await validateForm(
      discussionSchema(),
      post({ title: '  ', description: '', categoryId: null, content: '\n\t' }),
    );
    expect(errors.map((error) => [error.path, english(error.message), chinese(error.message)])).toEqual([
      ['title', 'Discussion Title is required', '讨论标题不能为空'],
      ['description', 'Discussion Description is required', '讨论描述不能为空'],
      ['categoryId', 'Discussion Category is required', '讨论分类不能为空'],
      ['content', 'Discussion Content is required', '讨论内容不能为空'],
    ]);
  });

  it('caps title and description at 255 characters and content at 65535', async () => {
    expect(await errorsOf(post({ title: 'x'.repeat(255), description: 'd'.repeat(255) }))).toEqual([]);
    const errors = await validateForm(
      discussionSchema(),
      post({ title: 'x'.repeat(256), description: 'd'.repeat(256), content: 'c'.repeat(65536) }),
    );
    expect(errors.map((error) => english(error.message))).toEqual([
      'Discussion Title can not exceed 255 characters',
      'Discussion Description can not exceed 255 characters',
      'Discussion Content can not exceed 65535 characters',
    ]);
  });

  it('counts the problem prefix a new post will get against the title limit', async () => {
    const prefix = problemTitlePrefix('P1001');
    expect(await errorsOf(post({ title: 'x'.repeat(255 - prefix.length) }), prefix)).toEqual([]);
    expect(await errorsOf(post({ title: 'x'.repeat(256 - prefix.length) }), prefix)).toEqual([
      {
        path: 'title',
        key: 'editor.error.maxLength',
        values: { field: 'editor.field.discussionTitle', max: 255 },
      },
    ]);
  });
});
