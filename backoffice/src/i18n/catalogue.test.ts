import { areaMessages } from './areas/index';
import { pageAreaMessages } from './areas/pageAreas';
import englishMessages from 'ra-language-english';
import { appMessages } from './appMessages';
import { catalogue, catalogueVersion, flatKeys, nestCoreMessages, registerPageMessages } from './catalogue';
import { zhCN } from './zhCN';

const sorted = (keys: string[]) => [...keys].sort();

function leaves(messages: object): string[] {
  return Object.values(messages).flatMap((value: unknown) =>
    typeof value === 'object' && value !== null ? leaves(value) : [String(value)],
  );
}

describe('catalogues', () => {
  it('translates every react-admin key ra-language-english has, and no other', () => {
    expect(sorted(flatKeys(zhCN))).toEqual(sorted(flatKeys(englishMessages)));
  });

  it('has the same app keys in both languages', () => {
    expect(sorted(flatKeys(appMessages['zh-CN']))).toEqual(sorted(flatKeys(appMessages['en-US'])));
  });

  it('gives both languages the same keys, and a plural text in one language a plural in the other', () => {
    Object.values(pageAreaMessages).forEach(registerPageMessages);
    const plurals = (messages: object) =>
      flatKeys(messages).filter((key) =>
        String(
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages),
        ).includes('||||'),
      );
    expect(sorted(flatKeys(catalogue('zh-CN')))).toEqual(sorted(flatKeys(catalogue('en-US'))));
    expect(sorted(plurals(catalogue('zh-CN')))).toEqual(sorted(plurals(catalogue('en-US'))));
  });

  it('has no blank text except the deliberate blank for a null boolean', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const texts = leaves(catalogue(locale)).filter((text) => text.trim() === '');
      expect(texts).toEqual(['\u2003']);
    }
  });

  it('merges the core role labels and the users resource fields into each language', () => {
    const zh = catalogue('zh-CN') as unknown as {
      role: { root: string };
      resources: { users: { fields: { username: string } } };
    };
    const en = catalogue('en-US') as unknown as typeof zh;
    expect(zh.role.root).toBe('超级管理员');
    expect(en.role.root).not.toBe(zh.role.root);
    expect(zh.resources.users.fields.username).toBe('用户名');
    expect(en.resources.users.fields.username).toBe('Username');
  });

  it('nests core keys and turns their {var} placeholders into react-admin ones', () => {
    expect(nestCoreMessages({ 'duration.day': '{n} 天', 'a.b.c': 'x' })).toEqual({
      duration: { day: '%{n} 天' },
      a: { b: { c: 'x' } },
    });
  });
});

describe('area catalogues', () => {
  it.each(Object.entries({ ...areaMessages, ...pageAreaMessages }))(
    '%s has the same keys in both languages',
    (_name, area) => {
      expect(flatKeys(area['en-US']).sort()).toEqual(flatKeys(area['zh-CN']).sort());
    },
  );
});

describe('texts registered by pages as they load', () => {
  it('join the catalogue once, and only when a page registers them', () => {
    const title = () =>
      (catalogue('en-US') as { hoj?: { systemConfig?: { title?: string } } }).hoj?.systemConfig?.title;
    const before = catalogueVersion();
    if (before === 0) expect(title()).toBeUndefined();
    registerPageMessages(pageAreaMessages.systemConfig);
    registerPageMessages(pageAreaMessages.systemConfig);
    expect(title()).toBe('System config');
    expect(catalogueVersion()).toBeLessThanOrEqual(before + 1);
  });
});
