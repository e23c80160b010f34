import { pageAreaMessages } from '../i18n/areas/pageAreas';
import { registerPageMessages } from '../i18n/catalogue';
import { createI18nProvider } from './i18nProvider';

describe('the back office i18n provider', () => {
  it('takes in the texts a page registers after it was made, in the language chosen since', async () => {
    const provider = await createI18nProvider('zh-CN');
    expect(provider.translate('hoj.importUsers.title')).toBe('hoj.importUsers.title');
    await provider.changeLocale('en-US');
    registerPageMessages(pageAreaMessages.importUsers);
    expect(provider.translate('hoj.importUsers.title')).toBe('Import users from CSV');
    expect(provider.getLocale()).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('shows a text it does not know as given: the server’s own messages come through as keys', async () => {
    const provider = await createI18nProvider('en-US');
    expect(provider.translate('用户名或密码错误！请注意大小写！')).toBe('用户名或密码错误！请注意大小写！');
    expect(provider.translate('missing.key', { _: 'Fallback' })).toBe('Fallback');
  });

  it('fills in values and picks plural forms', async () => {
    const provider = await createI18nProvider('en-US');
    expect(
      provider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 }),
    ).toBe('1-10 of 42');
    expect(provider.translate('resources.announcements.name', { smart_count: 1 })).toBe('Announcement');
    expect(provider.translate('resources.announcements.name', { smart_count: 2 })).toBe('Announcements');
  });
});
