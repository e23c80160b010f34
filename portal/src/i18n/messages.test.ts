import { enUS } from './messages/enUS';
import { zhCN } from './messages/zhCN';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('portal messages', () => {
  it('have the same keys in zh-CN and en-US', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  });

  it('have a text for every key in both languages, with the same placeholders', () => {
    for (const [key, zh] of Object.entries(zhCN)) {
      const en = enUS[key as keyof typeof zhCN];
      expect({ key, zh: zh.trim() !== '', en: en.trim() !== '' }).toEqual({ key, zh: true, en: true });
      expect({ key, placeholders: placeholders(en) }).toEqual({ key, placeholders: placeholders(zh) });
    }
  });
});
