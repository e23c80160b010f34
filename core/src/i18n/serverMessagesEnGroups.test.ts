import { englishServerMessage } from './serverMessagesEn';

describe('the English of the group services’ messages', () => {
  it('reads a refusal as its step and its reason, whichever step the service names', () => {
    expect(englishServerMessage('获取成员列表失败，该团队不存在或已被封禁！')).toBe(
      'Could not load the members: the group does not exist or is banned.',
    );
    expect(englishServerMessage('删除训练失败，该团队不存在或已被封禁！')).toBe(
      'Could not delete the training: the group does not exist or is banned.',
    );
    expect(englishServerMessage('更新失败，不可操作非团队内的比赛题目！')).toBe(
      'Could not update it: the contest problem is not in this group.',
    );
    expect(englishServerMessage('获取失败，不可访问非团队内的训练！')).toBe(
      'Could not load it: the training is not in this group.',
    );
    expect(englishServerMessage('修改失败，该公告已不存在！')).toBe(
      'Could not save the change: the announcement is gone.',
    );
    expect(englishServerMessage('添加题目失败，该训练不存在！')).toBe(
      'Could not add the problem: the training does not exist.',
    );
  });

  it('leaves a refusal of a step it does not know as the server wrote it', () => {
    expect(englishServerMessage('导出失败，该团队不存在或已被封禁！')).toBeUndefined();
    expect(englishServerMessage('删除失败，不可操作非团队内的用户！')).toBeUndefined();
  });

  it('keeps the limits of creating groups', () => {
    expect(englishServerMessage('对不起，您暂时无权限创建团队！请先去提交题目通过20道以上!')).toBe(
      'Sorry, you cannot create a group yet: solve at least 20 problems first.',
    );
    expect(englishServerMessage('对不起，您今天创建团队次数已超过2次，已被限制！')).toBe(
      'Sorry, you can create at most 2 groups a day.',
    );
    expect(englishServerMessage('对不起，您总共已创建了5个团队，不可再创建，已被限制！')).toBe(
      'Sorry, you have created 5 groups, the most allowed.',
    );
  });

  it('names the group fields in the common "must not be empty" and "too long" checks', () => {
    expect(englishServerMessage('公告标题的内容不能为空！')).toBe(
      'The announcement title must not be empty.',
    );
    expect(englishServerMessage('题目的展示ID的内容长度超过限制，请重新编辑！')).toBe(
      'The Problem ID is too long. Please shorten it.',
    );
    expect(englishServerMessage('团队ID不能为空')).toBe('The group ID must not be empty.');
    expect(englishServerMessage('讨论分类不能为空')).toBe('The discussion category must not be empty.');
  });

  it('uses the portal’s words for members, owners and applications', () => {
    expect(englishServerMessage('对不起，作为该团队Owner，您只可以解散团队，不允许退出团队！')).toBe(
      'Sorry, as the owner you cannot exit the group: you can only disband it.',
    );
    expect(englishServerMessage('团队邀请码的长度应为 6！')).toBe(
      'The invitation code must have exactly 6 characters.',
    );
    expect(englishServerMessage('对不起，您无法将已是团队成员的权限降为处理中或拒绝')).toBe(
      'Sorry, a member’s level cannot go back to Applying or Refused.',
    );
  });
});
