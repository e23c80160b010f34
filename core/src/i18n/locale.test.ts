import { DEFAULT_LOCALE, detectLocale, LOCALES, readCookie, resolveLocale } from './locale';

describe('resolveLocale', () => {
  it('defaults to zh-CN', () => {
    expect(DEFAULT_LOCALE).toBe('zh-CN');
    expect(LOCALES).toEqual(['zh-CN', 'en-US']);
    expect(resolveLocale({})).toBe('zh-CN');
    expect(resolveLocale({ languages: ['fr-FR', 'de'] })).toBe('zh-CN');
  });

  it('uses the site’s own default (config.json) where neither the visitor nor the browser decides', () => {
    expect(resolveLocale({ languages: ['fr-FR'], fallback: 'en-US' })).toBe('en-US');
    expect(resolveLocale({ languages: ['zh-TW'], fallback: 'en-US' })).toBe('zh-CN');
    expect(resolveLocale({ cookie: 'zh-CN', fallback: 'en-US' })).toBe('zh-CN');
    expect(resolveLocale({ fallback: null })).toBe('zh-CN');
  });

  it('prefers the query, then the cookie, then the browser languages', () => {
    expect(resolveLocale({ query: 'en-US', cookie: 'zh-CN', languages: ['zh-CN'] })).toBe('en-US');
    expect(resolveLocale({ query: null, cookie: 'en', languages: ['zh-TW'] })).toBe('en-US');
    expect(resolveLocale({ query: 'klingon', cookie: 'bogus', languages: ['fr', 'en-GB', 'zh-CN'] })).toBe(
      'en-US',
    );
    expect(resolveLocale({ languages: ['zh-TW'] })).toBe('zh-CN');
  });

  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['EN-us', 'en-US'],
  ])('accepts %s as %s', (value, locale) => {
    expect(resolveLocale({ query: value })).toBe(locale);
    expect(resolveLocale({ cookie: value })).toBe(locale);
  });

  it('does not take a mere prefix as an explicit choice', () => {
    expect(resolveLocale({ query: 'en-GB', languages: ['zh-CN'] })).toBe('zh-CN');
  });
});

describe('reading the page', () => {
  afterEach(() => {
    document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    window.history.replaceState(null, '', '/');
  });

  it('reads one cookie among several', () => {
    expect(readCookie('a=1; lang=en-US; b=2', 'lang')).toBe('en-US');
    expect(readCookie('a=1', 'lang')).toBeNull();
  });

  it('detectLocale uses ?l=, then the lang cookie', () => {
    document.cookie = 'lang=en-US';
    expect(detectLocale()).toBe('en-US');
    window.history.replaceState(null, '', '/home?l=zh-CN');
    expect(detectLocale()).toBe('zh-CN');
  });
});
