import { preloadMathFonts } from './mathFonts';
import { mathFontsReady } from './mathFontsReady';

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

describe('mathFontsReady', () => {
  const realFonts = Object.getOwnPropertyDescriptor(document, 'fonts');
  afterEach(() => {
    if (realFonts) Object.defineProperty(document, 'fonts', realFonts);
    else delete (document as { fonts?: unknown }).fonts;
    jest.useRealTimers();
  });

  function fakeFonts(load: (font: string) => Promise<unknown>): string[] {
    const asked: string[] = [];
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: {
        load: (font: string) => {
          asked.push(font);
          return load(font);
        },
      },
    });
    return asked;
  }

  it('settles once both common faces have loaded', async () => {
    let finish: () => void = () => undefined;
    const asked = fakeFonts(() => new Promise<void>((resolve) => (finish = resolve)));
    let settled = false;
    const ready = mathFontsReady().then(() => (settled = true));
    await Promise.resolve();
    expect(asked).toEqual(['1em KaTeX_Main', 'italic 1em KaTeX_Math']);
    expect(settled).toBe(false);
    finish();
    await ready;
    expect(settled).toBe(true);
  });

  it('stops waiting after its cap, and when a face fails', async () => {
    jest.useFakeTimers();
    fakeFonts(() => new Promise(() => undefined));
    const capped = mathFontsReady(3000);
    jest.advanceTimersByTime(3000);
    await expect(capped).resolves.toBeUndefined();
    fakeFonts(() => Promise.reject(new Error('404')));
    await expect(mathFontsReady()).resolves.toBeUndefined();
  });

  it('does not wait where there is no font API', async () => {
    Object.defineProperty(document, 'fonts', { configurable: true, value: undefined });
    await expect(mathFontsReady()).resolves.toBeUndefined();
  });
});
