import { englishServerMessage } from './serverMessagesEn';

describe('the English of the back office messages', () => {
  it('keeps the display id, file names and sizes the backend put in', () => {
    expect(englishServerMessage('该比赛已有展示ID为 A2 的题目，请更换！')).toBe(
      'This contest already has a problem with display ID A2: choose another.',
    );
    expect(englishServerMessage('编号为：1001的题目缺少文件：3.out！')).toBe(
      'Problem 1001 lacks the file 3.out.',
    );
    expect(englishServerMessage('压缩包内的文件 data/big.in 解压后超过单个文件上限 64 MB！')).toBe(
      'data/big.in unpacks to more than the 64 MB allowed per file.',
    );
    expect(englishServerMessage('压缩包内的文件数超过上限 2000 个！')).toBe(
      'The archive holds more than 2000 files.',
    );
  });

  it('names the problem or entry a package refusal is about', () => {
    expect(
      englishServerMessage(
        '[Area of a Circle] 题目的test_input有3个，test_output有2个，数量不一致，请检查FPS文件！',
      ),
    ).toBe('“Area of a Circle” has 3 test_input but 2 test_output elements: each input needs its output.');
    expect(
      englishServerMessage(
        '编号为：P1的题目的子任务计分方式 max 在本站没有对应的评测模式（只支持 min 与 sum），已拒绝导入！',
      ),
    ).toMatch(/^Problem P1 scores a subtask by max, /);
    expect(englishServerMessage('压缩包内的文件 1/testcase/2.in 已损坏，无法解压！')).toBe(
      '1/testcase/2.in in the archive is damaged and cannot be unpacked.',
    );
  });

  it('reads the import tally, naming the skipped problems only when there are some', () => {
    expect(englishServerMessage('[导入结果] 成功数：3,  失败数：2,  重复失败的题目ID：[P1001, P1002]')).toBe(
      'Import result: 3 imported, 2 failed. Already there (by Problem ID): P1001, P1002',
    );
    expect(englishServerMessage('[导入结果] 成功数：1,  失败数：1,  重复失败的题目标题：[两数之和]')).toBe(
      'Import result: 1 imported, 1 failed. Already there (by title): 两数之和',
    );
    expect(englishServerMessage('[导入结果] 成功数：5,  失败数：0,  重复失败的题目ID：[]')).toBe(
      'Import result: 5 imported, 0 failed.',
    );
  });

  it('prefers a back office text over the generic "… must not be empty"', () => {
    expect(englishServerMessage('参数错误！cid、pid 和 displayId 都不能为空')).toBe(
      'Bad request: give the contest (cid), the problem (pid) and a display ID.',
    );
    expect(englishServerMessage('训练标题的内容不能为空！')).toBe('The training title must not be empty.');
    expect(englishServerMessage('训练密码不能为空')).toBe('The training password must not be empty.');
  });
});
