import { askedKeys, flatKeys, placeholdersOf, pluralForms } from '@backoffice/i18n/messageKeys';
import { problemTransferMessages } from './transferMessages';

const sorted = (keys: Iterable<string>) => [...keys].sort();

function textAt(messages: object, key: string): string {
  return String(
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages),
  );
}

describe('the import/export page’s texts', () => {
  const zh = problemTransferMessages['zh-CN'];
  const en = problemTransferMessages['en-US'];

  it('have the same keys in both languages, with plurals where the other language has them', () => {
    expect(askedKeys(zh)).toEqual(askedKeys(en));
    expect(sorted(pluralForms(zh).keys())).toEqual(sorted(pluralForms(en).keys()));
  });

  it('use the same placeholders in both languages, and no blank text', () => {
    // Chinese's one plural form, `_other`, is compared with English's.
    for (const key of flatKeys(zh)) {
      expect([key, placeholdersOf(textAt(zh, key))]).toEqual([key, placeholdersOf(textAt(en, key))]);
    }
    for (const messages of [zh, en]) {
      for (const key of flatKeys(messages))
        expect([key, textAt(messages, key).trim()]).not.toEqual([key, '']);
    }
  });
});
