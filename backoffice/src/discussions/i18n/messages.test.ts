import { askedKeys, flatKeys, pluralForms } from '@backoffice/i18n/messageKeys';
import { discussionNameMessages } from './nameMessages';
import { discussionPageMessages } from './pageMessages';

describe.each([
  ['names', discussionNameMessages],
  ['pages', discussionPageMessages],
])('the discussion %s texts', (_name, area) => {
  it('have the same keys, and the same plural texts, in both languages', () => {
    expect(askedKeys(area['zh-CN'])).toEqual(askedKeys(area['en-US']));
    expect([...pluralForms(area['zh-CN']).keys()].sort()).toEqual(
      [...pluralForms(area['en-US']).keys()].sort(),
    );
  });

  it('have no blank text', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const blank = flatKeys(area[locale]).filter((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], area[locale]);
        return String(text).trim() === '';
      });
      expect(blank).toEqual([]);
    }
  });
});
