import { screen, within } from '@testing-library/react';
import { DISCUSSION_DEFAULTS, reportProblem, type DiscussionForm } from '@hoj/core/editor/discussionPost';
import { discussionSchema } from '@hoj/core/editor/discussionSchema';
import type { Locale } from '@hoj/core/i18n/locale';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { discussions } from '@hoj/mocks/store/schema/discussions';
import { translateIn } from '@portal/i18n/catalog';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { describeValidationRows, resolverMessage, type ValidationRow } from '@portal/test/validationRows';
import { editorText } from './model/editorText';
import { schemaResolver } from './model/schemaResolver';
// The login rows read the board's buttons before its route's chunk may have loaded: the texts it registers.
import '@portal/i18n/pages/discussionList';
import '@portal/i18n/pages/discussions';

// The discussion board's rows of the validation-message catalogue: every message of its forms' rules, in both languages
// (@portal/test/validationRows).

installMockServer();

// Discussion create and edit dialog (a post about no problem: no title prefix).
const VALID_POST: DiscussionForm = {
  ...DISCUSSION_DEFAULTS,
  title: 'Which IDE do you use?',
  description: 'Looking for a light one',
  categoryId: 1,
  content: 'I use **vim**.',
};

function discussionRow(
  rule: string,
  change: Partial<DiscussionForm>,
  path: keyof DiscussionForm,
  zh: string,
  en: string,
  titlePrefix = '',
): ValidationRow {
  return {
    rule: `discussion: ${rule}`,
    shown: async (locale) =>
      String(
        await resolverMessage(
          schemaResolver<DiscussionForm>(
            discussionSchema(),
            () => locale,
            () => ({ titlePrefix }),
          ),
          { ...VALID_POST, ...change },
          path,
        ),
      ),
    'zh-CN': zh,
    'en-US': en,
  };
}

/** A visitor tries to act on the discussion board; the login dialog says why it opened. */
function loginRow(
  rule: string,
  path: () => string,
  button: (locale: Locale) => RegExp | string,
): ValidationRow {
  return {
    rule: `login needed: ${rule}`,
    shown: async (locale) => {
      resetPortal(locale);
      const app = renderApp(path());
      try {
        await app.user.click(await screen.findByRole('button', { name: button(locale) }));
        const dialog = await screen.findByRole('dialog', { name: translateIn(locale, 'auth.loginTitle') });
        return within(dialog).getByRole('status').textContent?.trim() ?? '';
      } finally {
        app.unmount();
      }
    },
    'zh-CN': '请先登录',
    'en-US': 'Please login first',
  };
}

function publicPostPath(): string {
  const post = discussions.find((row) => row.title === '大家平时用什么 IDE 写题？');
  if (!post) throw new Error('the seeded public post is missing');
  return `/discussion-detail/${post.id}`;
}

describeValidationRows('discussion board', [
  discussionRow(
    'title required',
    { title: '  ' },
    'title',
    '讨论标题不能为空',
    'Discussion Title is required',
  ),
  discussionRow(
    'title at most 255',
    { title: 'x'.repeat(256) },
    'title',
    '讨论标题不能超过 255 个字符',
    'Discussion Title can not exceed 255 characters',
  ),
  discussionRow(
    'title at most 255 with the problem prefix',
    { title: 'x'.repeat(250) },
    'title',
    '讨论标题不能超过 255 个字符',
    'Discussion Title can not exceed 255 characters',
    '[P1001] ',
  ),
  discussionRow(
    'description required',
    { description: '' },
    'description',
    '讨论描述不能为空',
    'Discussion Description is required',
  ),
  discussionRow(
    'description at most 255',
    { description: 'x'.repeat(256) },
    'description',
    '讨论描述不能超过 255 个字符',
    'Discussion Description can not exceed 255 characters',
  ),
  discussionRow(
    'category required',
    { categoryId: null },
    'categoryId',
    '讨论分类不能为空',
    'Discussion Category is required',
  ),
  discussionRow(
    'content required',
    { content: ' ' },
    'content',
    '讨论内容不能为空',
    'Discussion Content is required',
  ),
  discussionRow(
    'content at most 65535',
    { content: 'x'.repeat(65536) },
    'content',
    '讨论内容不能超过 65535 个字符',
    'Discussion Content can not exceed 65535 characters',
  ),

  // Report dialog: its check, worded as the dialog words it.
  {
    rule: 'report: a tag or a reason',
    shown: (locale) => Promise.resolve(editorText(reportProblem([], '  '), locale)),
    'zh-CN': '举报标签和举报理由不能都为空',
    'en-US': 'The report label and reason cannot be empty',
  },
  {
    rule: 'report: reason at most 200',
    shown: (locale) => Promise.resolve(editorText(reportProblem(['spam'], 'x'.repeat(201)), locale)),
    'zh-CN': '举报理由不能超过 200 个字符',
    'en-US': 'Report Reason can not exceed 200 characters',
  },

  // Posting, liking and reporting as a visitor.
  loginRow(
    'post',
    () => '/discussion',
    (locale) => translateIn(locale, 'discussions.list.write'),
  ),
  loginRow(
    'like',
    publicPostPath,
    (locale) => new RegExp(`^${translateIn(locale, 'discussion.like')} · \\d+$`),
  ),
  loginRow('report', publicPostPath, (locale) => translateIn(locale, 'discussions.actions.report')),
]);
