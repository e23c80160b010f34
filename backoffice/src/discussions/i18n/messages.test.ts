import { flatKeys } from '@backoffice/i18n/catalogue';
import { discussionNameMessages } from './nameMessages';
import { discussionPageMessages } from './pageMessages';

const plurals = (messages: object) =>
  flatKeys(messages).filter((key) =>
    String(
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages),
    ).includes('||||'),
  );

describe.each([
  ['names', discussionNameMessages],
  ['pages', discussionPageMessages],
])('the discussion %s texts', (_name, area) => {
  it('have the same keys, and the same plural texts, in both languages', () => {
    expect(flatKeys(area['zh-CN']).sort()).toEqual(flatKeys(area['en-US']).sort());
    expect(plurals(area['zh-CN']).sort()).toEqual(plurals(area['en-US']).sort());
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
