import { bodyError, httpError } from '../http/errors';
import { configureHttp, resetHttpConfig } from '../http/config';
import { forgetServerMessages, localizeServerMessage, prepareServerMessages } from './serverMessages';

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

afterEach(resetHttpConfig);

describe('localizeServerMessage', () => {
  it('leaves every message as the server wrote it for zh-CN readers', () => {
    expect(localizeServerMessage('用户名或密码错误！请注意大小写！', 'zh-CN')).toBe(
      '用户名或密码错误！请注意大小写！',
    );
    expect(localizeServerMessage('对不起，您暂时不能评论！请先去提交题目通过5道以上!', 'zh-CN')).toContain(
      '5道',
    );
  });

  it('gives known messages in English, by their exact text (surrounding spaces ignored)', () => {
    expect(localizeServerMessage('用户名或密码错误！请注意大小写！', 'en-US')).toBe(
      'Wrong username or password (both are case-sensitive).',
    );
    expect(localizeServerMessage(' 登录状态已失效，请重新登录！ ', 'en-US')).toBe(
      'Your session has ended. Please log in again.',
    );
  });

  it('keeps the numbers and names of messages that carry them', () => {
    expect(localizeServerMessage('对不起，您的操作频率过快，请在57秒后再次发送注册邮件！', 'en-US')).toBe(
      'Too fast: you can send the registration e-mail again in 57 s.',
    );
    expect(
      localizeServerMessage('原始密码错误！您已累计修改密码失败2次，再失败3次将被锁定 30 分钟！', 'en-US'),
    ).toBe('Wrong password. 2 failed password change attempts; 3 more lock it for 30 minutes.');
    expect(localizeServerMessage('对不起，您暂时不能回复！请先去提交题目通过10道以上!', 'en-US')).toBe(
      'Sorry, you cannot reply yet: solve at least 10 problems first.',
    );
    expect(localizeServerMessage('标题的内容不能为空！', 'en-US')).toBe('The title must not be empty.');
    expect(localizeServerMessage('昵称的长度不能超过20位', 'en-US')).toBe(
      'The nickname has at most 20 characters.',
    );
  });

  it('shows an unknown message as it is, rather than guessing', () => {
    expect(localizeServerMessage('判题机暂时不可用', 'en-US')).toBe('判题机暂时不可用');
    expect(localizeServerMessage('Failed to parse parameter format!', 'en-US')).toBe(
      'Failed to parse parameter format!',
    );
    // A known message inside a longer one is not the known message.
    expect(localizeServerMessage('提示：用户不存在', 'en-US')).toBe('提示：用户不存在');
  });

  it('translates whole messages only: every exact entry comes out without Chinese', () => {
    const samples = [
      '对不起！本站暂未开启注册功能！',
      '该账号并非管理员账号，无权登录！',
      '网站当前未开启团队讨论区的功能，不可访问！',
      '对不起，该讨论已被封禁！',
    ];
    for (const sample of samples) expect(localizeServerMessage(sample, 'en-US')).not.toMatch(CJK);
  });
});

describe('the request layer', () => {
  const ctx = { url: '/api/login', admin: false };

  it('shows en-US readers a known server message in English and keeps the original', () => {
    configureHttp({ locale: () => 'en-US' });
    const error = bodyError(ctx, 200, 400, '用户名或密码错误！请注意大小写！');
    expect(error.msg).toBe('Wrong username or password (both are case-sensitive).');
    expect(error.serverMsg).toBe('用户名或密码错误！请注意大小写！');
    expect(httpError(ctx, 401, 401, '登录状态已失效，请重新登录！').msg).toBe(
      'Your session has ended. Please log in again.',
    );
  });

  it('shows zh-CN readers the server message unchanged, and no serverMsg when the server sent none', () => {
    configureHttp({ locale: () => 'zh-CN' });
    expect(bodyError(ctx, 200, 400, '用户名或密码错误！请注意大小写！').msg).toBe(
      '用户名或密码错误！请注意大小写！',
    );
    expect(bodyError(ctx, 200, 400, null).serverMsg).toBeNull();
  });
});

describe('the English table, fetched only for readers in en-US', () => {
  afterEach(() => prepareServerMessages('en-US'));

  it('shows a message as written until the table has arrived, then in English', async () => {
    forgetServerMessages();
    expect(localizeServerMessage('请您先登录！', 'en-US')).toBe('请您先登录！');
    await prepareServerMessages('en-US');
    expect(localizeServerMessage('请您先登录！', 'en-US')).toBe('Please log in first.');
  });

  it('is not fetched for zh-CN', async () => {
    forgetServerMessages();
    await prepareServerMessages('zh-CN');
    expect(localizeServerMessage('请您先登录！', 'en-US')).toBe('请您先登录！');
  });
});
