import { editorMessages } from '../editor/editorMessages';
import { coreMessages, coreText, translate } from './messages';

describe('messages', () => {
  it('both languages have the same keys and no empty text', () => {
    expect(Object.keys(coreMessages['zh-CN']).sort()).toEqual(Object.keys(coreMessages['en-US']).sort());
    for (const table of Object.values(coreMessages)) {
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });

  it('carries the error catalogue texts', () => {
    expect(coreMessages['en-US']['error.notFound']).toBe(
      'Query error, unable to find the resource to request',
    );
    expect(coreMessages['en-US']['error.server']).toBe('Server error, please refresh again');
    expect(coreMessages['en-US']['error.timeout']).toBe('Request timed out, please try again later');
    expect(coreMessages['en-US']['error.invalidFile']).toBe('Invalid file format');
    expect(coreMessages['zh-CN']['error.timeout']).toBe('请求超时，请稍后再试');
  });

  it('fills placeholders and falls back to the key', () => {
    expect(translate({ hi: 'Hello {name}, {n} new' }, 'hi', { name: 'Ann', n: 3 })).toBe('Hello Ann, 3 new');
    expect(translate({ hi: 'Hello {name}' }, 'hi')).toBe('Hello {name}');
    expect(translate({ hi: 'Hello {name}' }, 'hi', {})).toBe('Hello {name}');
    expect(translate({}, 'missing.key')).toBe('missing.key');
    expect(coreText('zh-CN', 'duration.hour', { n: 5 })).toBe('5 小时');
  });

  it('writes placeholders as {var} only, with no polyglot plural, in the shared and the editor texts', () => {
    const texts = [...Object.values(coreMessages), ...Object.values(editorMessages)].flatMap((table) =>
      Object.values(table),
    );
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => /%\{|\|\|\|\|/.test(text))).toEqual([]);
  });
});
