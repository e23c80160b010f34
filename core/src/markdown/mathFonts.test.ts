import { preloadMathFonts } from './mathFonts';

describe('preloadMathFonts', () => {
  it('asks for the two common KaTeX faces once, as CORS font preloads', () => {
    preloadMathFonts();
    preloadMathFonts();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.type).toBe('font/woff2');
      expect(link.crossOrigin).toBe('anonymous');
    }
  });
});
