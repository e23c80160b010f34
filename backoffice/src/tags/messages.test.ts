import { askedKeys, flatKeys, pluralForms } from '@backoffice/i18n/messageKeys';
import { problemBatchMessages } from '@backoffice/i18n/areas/problemBatch';
import { problemExamineMessages } from '@backoffice/i18n/areas/problemExamine';
import { tagsMessages } from '@backoffice/i18n/areas/tags';

type Nested = { [key: string]: string | Nested };

const leaf = (messages: Nested, key: string): string =>
  String(key.split('.').reduce<unknown>((node, part) => (node as Nested)[part], messages));

const areas = {
  tags: tagsMessages,
  problemBatch: problemBatchMessages,
  problemExamine: problemExamineMessages,
};

describe.each(Object.entries(areas))('the %s texts', (_name, area) => {
  it('have the same keys in both languages, plural where the other is', () => {
    const zh = askedKeys(area['zh-CN']);
    expect(askedKeys(area['en-US'])).toEqual(zh);
    const plurals = (locale: 'zh-CN' | 'en-US') => pluralForms(area[locale]);
    for (const key of zh) {
      expect([key, plurals('en-US').has(key)]).toEqual([key, plurals('zh-CN').has(key)]);
    }
  });

  it('leave no text blank', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      for (const key of flatKeys(area[locale]))
        expect([key, leaf(area[locale], key).trim()]).not.toEqual([key, '']);
    }
  });
});
