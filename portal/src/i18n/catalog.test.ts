import { registerMessages, translateIn } from './catalog';
import { messageModules } from './messages/index';
import { pageMessageModules } from './pages/index';

describe('plural forms', () => {
  beforeAll(() =>
    registerMessages({
      'zh-CN': { 'test.apples.other': '{count} 个苹果', 'test.plain': '{count} 个' },
      'en-US': {
        'test.apples.one': '{count} apple',
        'test.apples.other': '{count} apples',
        'test.plain': '{count}',
      },
    }),
  );

  it("pick the form the language's plural rules name for the count", () => {
    expect(translateIn('en-US', 'test.apples', { count: 1 })).toBe('1 apple');
    expect(translateIn('en-US', 'test.apples', { count: 0 })).toBe('0 apples');
    expect(translateIn('en-US', 'test.apples', { count: 2 })).toBe('2 apples');
    expect(translateIn('zh-CN', 'test.apples', { count: 1 })).toBe('1 个苹果');
  });

  it('leave keys without forms, and calls without a numeric count, alone', () => {
    expect(translateIn('en-US', 'test.plain', { count: 1 })).toBe('1');
    expect(translateIn('en-US', 'test.apples.one', { count: 5 })).toBe('5 apple');
    expect(translateIn('en-US', 'test.missing', { count: 1 })).toBe('test.missing');
  });

  it('say "1 comment" and "1 user", and count the rest in the plural', () => {
    expect(translateIn('en-US', 'comments.count', { count: 1 })).toBe('1 comment');
    expect(translateIn('en-US', 'comments.count', { count: 3 })).toBe('3 comments');
    expect(translateIn('en-US', 'ranks.count', { count: 1 })).toBe('1 user');
    expect(translateIn('en-US', 'ranks.count', { count: 12 })).toBe('12 users');
    expect(translateIn('zh-CN', 'ranks.count', { count: 1 })).toBe('共 1 人');
  });

  it('give every text with plural forms its general form', () => {
    const keys = Object.values({ ...messageModules, ...pageMessageModules }).flatMap((module) =>
      Object.keys(module['en-US']),
    );
    const plurals = keys.filter((key) => /\.(zero|one|two|few|many)$/.test(key));
    expect(plurals.length).toBeGreaterThan(0);
    for (const key of plurals) expect(keys).toContain(key.replace(/\.\w+$/, '.other'));
  });
});
