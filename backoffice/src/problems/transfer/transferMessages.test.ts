import { flatKeys } from '@backoffice/i18n/catalogue';
import { problemTransferMessages } from './transferMessages';

const sorted = (keys: string[]) => [...keys].sort();

function textAt(messages: object, key: string): string {
  return String(
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages),
  );
}

describe('the import/export page’s texts', () => {
  const zh = problemTransferMessages['zh-CN'];
  const en = problemTransferMessages['en-US'];

  it('have the same keys in both languages, with plurals where the other language has them', () => {
    expect(sorted(flatKeys(zh))).toEqual(sorted(flatKeys(en)));
    const plurals = (messages: object) =>
      flatKeys(messages).filter((key) => textAt(messages, key).includes('||||'));
    expect(sorted(plurals(zh))).toEqual(sorted(plurals(en)));
  });

  it('use the same placeholders in both languages, and no blank text', () => {
    const placeholders = (text: string) => sorted(text.match(/%\{\w+\}/g) ?? []);
    for (const key of flatKeys(zh)) {
      expect([key, placeholders(textAt(zh, key))]).toEqual([key, placeholders(textAt(en, key))]);
      expect(textAt(zh, key).trim()).not.toBe('');
      expect(textAt(en, key).trim()).not.toBe('');
    }
  });
});
