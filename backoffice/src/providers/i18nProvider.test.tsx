import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nContextProvider, useTranslate } from 'react-admin';
import { defineArea } from '../i18n/areas/defineArea';
import { pageAreaMessages } from '../i18n/areas/pageAreas';
import { registerPageMessages } from '../i18n/catalogue';
import { StartupLoading } from '../layout/StartupLoading';
import { createI18nProvider, useHojI18nProvider } from './i18nProvider';

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

  it('fills {var} placeholders and picks the plural form the count needs in each language', async () => {
    registerPageMessages(pageAreaMessages.tags);
    const en = await createI18nProvider('en-US');
    const zh = await createI18nProvider('zh-CN');
    expect(en.translate('hoj.tags.rankAndCount', { count: 1, rank: 3 })).toBe('Rank 3 · 1 tag');
    expect(en.translate('hoj.tags.rankAndCount', { count: 2, rank: 3 })).toBe('Rank 3 · 2 tags');
    expect(en.translate('hoj.tags.rankAndCount', { count: 0, rank: 3 })).toBe('Rank 3 · 0 tags');
    expect(zh.translate('hoj.tags.rankAndCount', { count: 1, rank: 3 })).toBe('排序 3 · 1 个标签');
    expect(zh.translate('hoj.tags.rankAndCount', { count: 2, rank: 3 })).toBe('排序 3 · 2 个标签');
  });

  it('counts react-admin’s own texts by the smart_count it passes', async () => {
    const en = await createI18nProvider('en-US');
    const zh = await createI18nProvider('zh-CN');
    expect(en.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected');
    expect(en.translate('ra.action.bulk_actions', { smart_count: 4 })).toBe('4 items selected');
    expect(zh.translate('ra.action.bulk_actions', { smart_count: 4 })).toBe('已选择 4 项');
  });

  it('puts values in as they are (braces and $t( in them are not read) and a server message with a colon as given', async () => {
    registerPageMessages(pageAreaMessages.problemBatch);
    const en = await createI18nProvider('en-US');
    expect(en.translate('hoj.problemBatch.selectOne', { problem: 'A {count} $t(ra.action.add) <b>' })).toBe(
      'Tick A {count} $t(ra.action.add) <b>',
    );
    expect(en.translate('hoj.problemBatch.selectOne')).toBe('Tick {problem}');
    expect(en.translate('上传失败:文件过大')).toBe('上传失败:文件过大');
  });
});

describe('the provider the app uses', () => {
  const lateArea = defineArea({
    'zh-CN': { test: { late_other: '后来加载的 {count} 条文字' } },
    'en-US': { test: { late_one: 'One text loaded later', late_other: '{count} texts loaded later' } },
  });

  function LateText() {
    const translate = useTranslate();
    return <p>{translate('test.late', { count: 2 })}</p>;
  }

  /** Its children are made once by the test, so only a change of context renders them again (as in the app). */
  function Shell({ children }: { children: ReactNode }) {
    const provider = useHojI18nProvider('en-US');
    if (!provider) return <StartupLoading locale="zh-CN" />;
    return <I18nContextProvider value={provider}>{children}</I18nContextProvider>;
  }

  it('shows the loading state until i18next is ready, and shows a page’s texts registered after the first render', async () => {
    render(
      <Shell>
        <LateText />
      </Shell>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    expect(await screen.findByText('test.late')).toBeInTheDocument();
    act(() => registerPageMessages(lateArea));
    expect(screen.getByText('2 texts loaded later')).toBeInTheDocument();
  });
});
