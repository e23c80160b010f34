import englishMessages from 'ra-language-english';
import { editorRuleMessages } from '@backoffice/common/editorText';
import { trainingNameMessages } from '@backoffice/trainings/i18n/trainingNameMessages';
import { trainingPageMessages } from '@backoffice/trainings/i18n/trainingPageMessages';
import { areaMessages } from './areas/index';
import { pageAreaMessages } from './areas/pageAreas';
import { appMessages } from './appMessages';
import { catalogue, catalogueVersion, nestCoreMessages, registerPageMessages } from './catalogue';
import { askedKeys, flatKeys, placeholdersOf, pluralForms, textAt } from './messageKeys';
import { zhCN } from './zhCN';

const LOCALES = ['zh-CN', 'en-US'] as const;

/** Saved notices: Chinese says 已更新 / 已删除 for any number; "已更新 1 项" after every single save reads worse. */
const COUNT_UNSAID = ['ra.notification.updated_other', 'ra.notification.deleted_other'];
const sorted = (keys: Iterable<string>) => [...keys].sort();

function leaves(messages: object): string[] {
  return Object.values(messages).flatMap((value: unknown) =>
    typeof value === 'object' && value !== null ? leaves(value) : [String(value)],
  );
}

/** Every text the back office can show, each page's included. */
function fullCatalogue(locale: (typeof LOCALES)[number]) {
  [
    ...Object.values(pageAreaMessages),
    trainingNameMessages,
    trainingPageMessages,
    editorRuleMessages,
  ].forEach(registerPageMessages);
  return catalogue(locale);
}

describe('catalogues', () => {
  it('translates every react-admin key ra-language-english has, and no other', () => {
    expect(askedKeys(zhCN)).toEqual(askedKeys(englishMessages));
  });

  it('has the same app keys in both languages', () => {
    expect(askedKeys(appMessages['zh-CN'])).toEqual(askedKeys(appMessages['en-US']));
  });

  it('gives both languages the same keys, and a plural text in one language a plural in the other', () => {
    const zh = fullCatalogue('zh-CN');
    const en = fullCatalogue('en-US');
    expect(askedKeys(zh)).toEqual(askedKeys(en));
    expect(sorted(pluralForms(zh).keys())).toEqual(sorted(pluralForms(en).keys()));
  });

  it('gives every counted text exactly the plural forms its language has', () => {
    for (const locale of LOCALES) {
      const needed = sorted(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
      const counted = [...pluralForms(fullCatalogue(locale))];
      expect(counted.length).toBeGreaterThan(40);
      for (const [key, forms] of counted) expect([locale, key, forms]).toEqual([locale, key, needed]);
    }
  });

  it('fills the same placeholders in both languages', () => {
    const zh = fullCatalogue('zh-CN');
    const en = fullCatalogue('en-US');
    // Chinese has `_other` only, compared with English's `_other`; English's `_one` may say "1" or "the".
    const mismatches = flatKeys(zh)
      .filter((key) => !COUNT_UNSAID.includes(key))
      .map((key) => [key, placeholdersOf(textAt(zh, key) ?? ''), placeholdersOf(textAt(en, key) ?? '')])
      .filter(([, chinese, english]) => String(chinese) !== String(english));
    expect(mismatches).toEqual([]);
  });

  it('writes every placeholder as {var} and no polyglot plural, in any text of either language', () => {
    for (const locale of LOCALES) {
      const polyglot = leaves(fullCatalogue(locale)).filter((text) => /%\{|\|\|\|\|/.test(text));
      expect(polyglot).toEqual([]);
    }
  });

  it('has no blank text except the deliberate blank for a null boolean', () => {
    for (const locale of LOCALES) {
      const texts = leaves(catalogue(locale)).filter((text) => text.trim() === '');
      expect(texts).toEqual(['\u2003']);
    }
  });

  it('merges the core role labels and the users resource fields into each language', () => {
    const zh = catalogue('zh-CN');
    const en = catalogue('en-US');
    expect(textAt(zh, 'role.root')).toBe('超级管理员');
    expect(textAt(en, 'role.root')).not.toBe(textAt(zh, 'role.root'));
    expect(textAt(zh, 'resources.users.fields.username')).toBe('用户名');
    expect(textAt(en, 'resources.users.fields.username')).toBe('Username');
  });

  it('nests core keys and keeps their texts as they are', () => {
    expect(nestCoreMessages({ 'duration.day': '{n} 天', 'a.b.c': 'x' })).toEqual({
      duration: { day: '{n} 天' },
      a: { b: { c: 'x' } },
    });
  });
});

describe('area catalogues', () => {
  it.each(Object.entries({ ...areaMessages, ...pageAreaMessages }))(
    '%s has the same keys in both languages',
    (_name, area) => {
      expect(askedKeys(area['en-US'])).toEqual(askedKeys(area['zh-CN']));
    },
  );
});

describe('texts registered by pages as they load', () => {
  it('join the catalogue once, and only when a page registers them', () => {
    const title = () => textAt(catalogue('en-US'), 'hoj.systemConfig.title');
    const before = catalogueVersion();
    if (before === 0) expect(title()).toBeUndefined();
    registerPageMessages(pageAreaMessages.systemConfig);
    registerPageMessages(pageAreaMessages.systemConfig);
    expect(title()).toBe('System config');
    expect(catalogueVersion()).toBeLessThanOrEqual(before + 1);
  });
});
