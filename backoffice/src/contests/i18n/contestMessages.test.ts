import { askedKeys, flatKeys } from '@backoffice/i18n/messageKeys';
import { contestAnnouncementMessages } from './contestAnnouncementMessages';
import { contestEditorMessages } from './contestEditorMessages';
import { contestListMessages } from './contestListMessages';
import { contestProblemMessages } from './contestProblemMessages';

describe('contest screen texts', () => {
  it.each(
    Object.entries({
      contestListMessages,
      contestEditorMessages,
      contestProblemMessages,
      contestAnnouncementMessages,
    }),
  )('%s has the same keys in both languages, none of them blank', (_name, area) => {
    expect(askedKeys(area['en-US'])).toEqual(askedKeys(area['zh-CN']));
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const blank = flatKeys(area[locale]).filter((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], area[locale]);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(blank).toEqual([]);
    }
  });
});
