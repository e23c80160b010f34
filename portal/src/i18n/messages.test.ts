import { messageModules } from './messages/index';
import { pageMessageModules } from './pages/index';

const allModules = { ...messageModules, ...pageMessageModules };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(Object.entries(allModules))('portal messages: %s', (_name, module) => {
  const zh: Record<string, string> = module['zh-CN'];
  const en: Record<string, string> = module['en-US'];

  it('have the same keys in zh-CN and en-US', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });

  it('have a text for every key in both languages, with the same placeholders', () => {
    for (const [key, text] of Object.entries(zh)) {
      const english = en[key] ?? '';
      expect({ key, zh: text.trim() !== '', en: english.trim() !== '' }).toEqual({ key, zh: true, en: true });
      expect({ key, placeholders: placeholders(english) }).toEqual({ key, placeholders: placeholders(text) });
    }
  });
});

describe('portal message modules', () => {
  it('write placeholders as {var} only, with no polyglot plural', () => {
    const texts = Object.values(allModules).flatMap((module) =>
      [module['zh-CN'], module['en-US']].flatMap((table: Record<string, string>) => Object.values(table)),
    );
    expect(texts.filter((text) => /%\{|\|\|\|\|/.test(text))).toEqual([]);
  });

  it('never define the same key twice', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const [name, module] of Object.entries(allModules)) {
      for (const key of Object.keys(module['zh-CN'])) {
        if (owners.has(key)) clashes.push(`${key} (${owners.get(key)} and ${name})`);
        owners.set(key, name);
      }
    }
    expect(clashes).toEqual([]);
  });
});
