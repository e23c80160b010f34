import {
  DISCUSSION_DEFAULTS,
  discussionFormOf,
  editedDiscussionBody,
  newDiscussionBody,
  reportBody,
  reportContent,
  reportProblem,
  titleForPlace,
  type DiscussionForm,
} from './discussionPost';
import { editorErrorText, editorMessages } from './editorMessages';
import { translate } from '../i18n/messages';

const post = (overrides: Partial<DiscussionForm> = {}): DiscussionForm => ({
  ...DISCUSSION_DEFAULTS,
  title: 'Why does my DP TLE?',
  description: 'O(n^2) on n = 10^5',
  categoryId: 3,
  content: 'My code:\n\n```cpp\nint main() {}\n```',
  ...overrides,
});

const english = (message: unknown) =>
  editorErrorText(message, (key, vars) => translate(editorMessages['en-US'], key, vars));
const chinese = (message: unknown) =>
  editorErrorText(message, (key, vars) => translate(editorMessages['zh-CN'], key, vars));

describe('titles of posts about a problem', () => {
  it('are prefixed with the problem id in brackets', () => {
    expect(titleForPlace(' Why TLE? ', 'P1001')).toBe('[P1001] Why TLE?');
    expect(titleForPlace('General chat', null)).toBe('General chat');
  });

  it('are not prefixed twice', () => {
    expect(titleForPlace('[P1001] Why TLE?', 'P1001')).toBe('[P1001] Why TLE?');
  });
});

describe('request bodies', () => {
  it('send a new post with its place and the prefixed title', () => {
    expect(newDiscussionBody(post({ topPriority: true }), { pid: 'P1012', gid: 4 })).toEqual({
      title: '[P1012] Why does my DP TLE?',
      description: 'O(n^2) on n = 10^5',
      content: 'My code:\n\n```cpp\nint main() {}\n```',
      categoryId: 3,
      topPriority: true,
      pid: 'P1012',
      gid: 4,
    });
  });

  it('send an edit with its id, the title unchanged and the pin always present', () => {
    expect(editedDiscussionBody(9, post({ title: '[P1012] Why TLE' }))).toEqual({
      id: 9,
      title: '[P1012] Why TLE',
      description: 'O(n^2) on n = 10^5',
      content: 'My code:\n\n```cpp\nint main() {}\n```',
      categoryId: 3,
      topPriority: false,
    });
  });

  it('read a post into the form whatever the server left null', () => {
    expect(
      discussionFormOf({ id: 1, title: 'T', description: null, content: null, categoryId: null }),
    ).toEqual({ title: 'T', description: '', categoryId: null, content: '', topPriority: false });
  });
});

describe('reports', () => {
  it('need a tag or a reason', () => {
    expect(english(reportProblem([], '  '))).toBe('The report label and reason cannot be empty');
    expect(chinese(reportProblem([], ''))).toBe('举报标签和举报理由不能都为空');
    expect(reportProblem(['spam'], '')).toBeNull();
    expect(reportProblem([], 'Off topic')).toBeNull();
  });

  it('keep the reason to 200 characters', () => {
    expect(reportProblem([], 'r'.repeat(200))).toBeNull();
    expect(english(reportProblem([], 'r'.repeat(201)))).toBe('Report Reason can not exceed 200 characters');
  });

  it('are sent as the tags wrapped in hashes, in the dialog order, then the reason', () => {
    expect(reportContent(['illegal', 'spam'], ' Sells accounts ')).toBe(
      '#垃圾广告# #违法违规# Sells accounts',
    );
    expect(reportContent(['plagiarism'], '')).toBe('#恶意抄袭# ');
    expect(reportContent([], 'Off topic')).toBe('Off topic');
    expect(reportBody(7, 'alice', ['abuse'], 'Rude')).toEqual({
      reporter: 'alice',
      content: '#恶意骂战# Rude',
      did: 7,
    });
  });
});
