/**
 * What the English server-message tables share: the shape of a pattern, and the names the backend puts into
 * its messages. Kept apart so the area tables and the lookup can both use them without importing each other.
 */

/** A message that carries a number or a name: its text, and the English built from the captures. */
export type Pattern = readonly [RegExp, (...groups: string[]) => string];

/** Names the backend puts into its messages. */
const ITEMS: Readonly<Record<string, string>> = {
  标题: 'The title',
  内容: 'The content',
  讨论: 'The discussion',
  讨论标题: 'The discussion title',
  讨论内容: 'The discussion content',
  讨论描述: 'The discussion description',
  讨论分类: 'The discussion category',
  讨论所属团队ID: 'The group ID of the discussion',
  评论: 'The comment',
  回复: 'The reply',
  公告: 'The announcement',
  公告标题: 'The announcement title',
  公告ID: 'The announcement ID',
  团队ID: 'The group ID',
  比赛ID: 'The contest ID',
  题目的展示ID: 'The Problem ID',
  题目标题: 'The problem title',
  题目描述: 'The problem description',
  输入描述: 'The input description',
  输出描述: 'The output description',
  题目提示: 'The hint',
  用户名: 'The username',
  昵称: 'The nickname',
  真实姓名: 'The real name',
  学校: 'The school',
  个性签名: 'The signature',
  密码: 'The password',
  邮箱: 'The e-mail address',
  训练标题: 'The training title',
  训练描述: 'The training description',
  训练密码: 'The training password',
};

/** The English of a name the backend put into a message, as the subject of a sentence. */
export const item = (name: string): string => ITEMS[name] ?? name;

/** The same name in the middle of a sentence ("the field title"). */
export const itemInline = (name: string): string => {
  const english = ITEMS[name];
  return english === undefined ? name : english.replace(/^The /, '');
};
