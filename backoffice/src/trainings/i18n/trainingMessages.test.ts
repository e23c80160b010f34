import { askedKeys } from '@backoffice/i18n/messageKeys';
import { trainingNameMessages } from './trainingNameMessages';
import { trainingPageMessages } from './trainingPageMessages';

describe('the training screens’ texts', () => {
  it.each([
    ['names', trainingNameMessages],
    ['pages', trainingPageMessages],
  ])('have the same %s keys in Chinese and English, none empty', (_name, area) => {
    expect(askedKeys(area['zh-CN'])).toEqual(askedKeys(area['en-US']));
    const texts = (messages: object): string[] =>
      Object.values(messages).flatMap((value: unknown) =>
        typeof value === 'string' ? [value] : texts(value as object),
      );
    for (const locale of ['zh-CN', 'en-US'] as const) {
      for (const text of texts(area[locale])) expect(text.trim()).not.toBe('');
    }
  });
});
