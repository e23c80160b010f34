import { renderMarkdown, sanitizeHtml } from './sanitize';
import { filterAuthorStyle, isAllowedCssUrl } from './stylePolicy';

/** Parses like the page would, in an inert fragment. */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('filterAuthorStyle (inline styles of trusted authors)', () => {
  it('keeps ordinary styles untouched', () => {
    for (const style of [
      'color: red',
      'text-align: center; font-size: 1.2em; margin: 0 auto;',
      'position: relative; top: -2px; z-index: 10',
      'background: #fff url(/static/bg.png) no-repeat; border: 1px solid #ccc',
      'background-image: url("data:image/png;base64,iVBORw0KGgo="), linear-gradient(red, blue)',
      "font-family: 'Noto Sans SC', sans-serif",
      'z-index: -1; position: static; width: calc(100% - 2em)',
      'filter: url(#shadow)',
      'position: relative; top: -0.3em; left: 2px',
      'inset: 0 auto auto 1em; bottom: +.5ex',
      'position: relative; bottom: 2EM; right: 24pt !important; left: auto',
      'margin: -1em 0 0 -2em; box-shadow: 0 0 4px #000; outline: 1px dotted red',
    ]) {
      expect(filterAuthorStyle(style)).toBe(style);
    }
  });

  it.each([
    // Boxes laid over the page.
    ['color: red; position: fixed; top: 0', 'color: red; top: 0'],
    ['position: absolute; left: 0; color: blue', 'left: 0; color: blue'],
    ['position:sticky;top:0', 'top:0'],
    ['position: FIXED !important; color: red', 'color: red'],
    ['position: -webkit-sticky; color: red', 'color: red'],
    ['--p: fixed; position: var(--p); color: red', '--p: fixed; color: red'],
    ['z-index: 11; color: red', 'color: red'],
    ['z-index: 2147483647; position: relative', 'position: relative'],
    ['z-index: calc(99999); color: red', 'color: red'],
    // Boxes moved or scaled far from where they were written.
    ['transform: translate(-500px, -500px) scale(5); color: red', 'color: red'],
    [
      '-webkit-transform: rotate(180deg); TRANSFORM-ORIGIN: 0 0; color: red',
      'TRANSFORM-ORIGIN: 0 0; color: red',
    ],
    ['translate: -300px -300px; rotate: 45deg; scale: 4; color: red', 'color: red'],
    ['offset-path: path("M0 0 L-900 -900"); offset-distance: 100%; offset: none; color: red', 'color: red'],
    ['position: relative; top: -400px; color: red', 'position: relative; color: red'],
    ['position: relative; bottom: 30em; left: -33px', 'position: relative'],
    ['inset: -50% auto auto -50%; color: red', 'color: red'],
    ['top: calc(-100vh); inset-inline-start: -10vw; color: red', 'color: red'],
    ['--y: -900px; top: var(--y); color: red', '--y: -900px; color: red'],
    ['inset: 0 0 0 0 0; right: 2.5em; color: red', 'color: red'],
    // Script in CSS.
    ['width: expression(alert(1)); color: red', 'color: red'],
    ['width: EXPRESSION (alert(1)); color: red', 'color: red'],
    ['background: url(javascript:alert(1)); color: red', 'color: red'],
    ['background-image: url("javascript:alert(1)"); color: red', 'color: red'],
    ['behavior: url(/x.htc); -moz-binding: url(/x.xml#x); color: red', 'color: red'],
    // Requests to other sites.
    ['background: url(https://evil.example/track.png); color: red', 'color: red'],
    ["background: url('http://evil.example/t.png') no-repeat; color: red", 'color: red'],
    ['background: url(//evil.example/t.png); color: red', 'color: red'],
    ['background: url("/\t/evil.example/t.png"); color: red', 'color: red'],
    ['background-image: url(/ok.png), url(https://evil.example/t.png); color: red', 'color: red'],
    ['background: image-set("https://evil.example/t.png" 1x); color: red', 'color: red'],
    [
      '--u: url(https://evil.example/t.png); background: var(--u); color: red',
      'background: var(--u); color: red',
    ],
    ['cursor: url(https://evil.example/c.cur), auto; color: red', 'color: red'],
    ['background: url(data:image/svg+xml;base64,PHN2Zz4=); color: red', 'color: red'],
    // What a browser could read differently from a simple split.
    ['position: f\\69xed; color: red', 'color: red'],
    ['position:/**/fixed; color: red', 'color: red'],
    ['color: red; font-family: "a;b', 'color: red'],
    ['color: red); position: fixed; top: 0', 'top: 0'],
  ])('%j becomes %j', (style, expected) => {
    expect(filterAuthorStyle(style)).toBe(expected);
  });

  it('removes the style entirely when nothing is left', () => {
    expect(filterAuthorStyle('position: fixed; z-index: 9999')).toBe('');
  });

  it('allows url() only for raster data images and paths on this site', () => {
    expect(isAllowedCssUrl('/img/a.png')).toBe(true);
    expect(isAllowedCssUrl('img/a.png')).toBe(true);
    expect(isAllowedCssUrl('data:image/webp;base64,AAAA')).toBe(true);
    for (const url of [
      'https://x.example/a.png',
      '//x.example/a',
      ' //x.example',
      'data:image/svg+xml,<svg/>',
      '',
    ]) {
      expect(isAllowedCssUrl(url)).toBe(false);
    }
  });
});

describe('trusted-author rules', () => {
  it('remove overlay, script and tracking styles from an announcement and keep the rest', () => {
    const out = parse(
      renderMarkdown(
        '<div style="color: red; position: fixed; inset: 0; z-index: 99999; background: url(https://evil.example/x.png); font-weight: bold">Session expired, log in again</div>\n\n' +
          '<p style="width: expression(alert(1)); text-align: center">centred</p>',
        true,
      ),
    );
    expect(out.querySelector('div')?.getAttribute('style')).toBe('color: red; inset: 0; font-weight: bold');
    expect(out.querySelector('p')?.getAttribute('style')).toBe('text-align: center');
  });

  it('give every element with a target (links and image-map areas) rel="noopener noreferrer"', () => {
    const out = parse(
      renderMarkdown(
        '<img src="/map.png" usemap="#m">\n<map name="m"><area shape="rect" coords="0,0,10,10" href="https://example.org" target="_blank"></map>\n\n' +
          '<a href="https://example.org" target="_blank" rel="opener">out</a> <a href="/x" target="result">named</a>',
        true,
      ),
    );
    const targeted = Array.from(out.querySelectorAll('[target]'));
    expect(targeted.map((element) => element.localName)).toEqual(['area', 'a', 'a']);
    for (const element of targeted) expect(element.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('data:image/svg+xml images', () => {
  const svg = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
  const source =
    `![md](${svg}) <img src="${svg}" alt="raw"> <img src=" DATA:image/SVG+xml,%3Csvg%2F%3E" alt="cased">\n\n` +
    `<img src="/ok.png" srcset="/ok.png 1x, ${svg} 2x" alt="srcset"> <picture><source srcset="${svg}"><img src="/p.png" alt="pic"></picture>\n\n` +
    `<video poster="${svg}"></video> <a href="${svg}">link</a> ![png](data:image/png;base64,iVBORw0KGgo=)`;

  it.each([
    ['user', false],
    ['trusted', true],
  ])('are dropped from %s content, markdown and raw HTML alike', (_, trusted) => {
    const out = renderMarkdown(source, trusted);
    expect(out.toLowerCase()).not.toContain('svg');
    const images = Array.from(parse(out).querySelectorAll('img'), (image) => image.getAttribute('alt'));
    expect(images).not.toContain('md');
    expect(images).not.toContain('raw');
    expect(images).not.toContain('cased');
    // Raster data images stay.
    expect(images).toContain('png');
    expect(sanitizeHtml(`<img src="${svg}" alt="raw"><img src="/ok.png" srcset="${svg} 2x">`, trusted)).toBe(
      '',
    );
  });
});

describe('filterAuthorStyle edge cases', () => {
  it('splits only at semicolons outside quotes and brackets', () => {
    for (const style of [
      'content: "a;b"; color: red',
      "content: 'a;b'; color: red",
      'background: url(/a;b.png) no-repeat; color: red',
      'grid-template-columns: [a;b] 1fr; color: red',
      'width: calc((100% - 2em) / 2); color: red',
    ]) {
      expect(filterAuthorStyle(style)).toBe(style);
    }
  });

  it.each([
    // A newline inside a string ends it early for the browser.
    ['content: "a\nb"; color: red', 'color: red'],
    ['content: "a\rb"; color: red', 'color: red'],
    ['content: "a\fb"; color: red', 'color: red'],
    // Unbalanced brackets: the browser would read the rest differently.
    ['width: calc((1px); color: red', ''],
    ['color: red; width: 1px]', 'color: red'],
    ["color: red; content: 'open", 'color: red'],
    // Not a declaration at all.
    ['color red; width: 1px', 'width: 1px'],
    ['col or: red; width: 1px', 'width: 1px'],
    [': red; width: 1px', 'width: 1px'],
    // Script and SVG however spaced or cased.
    ['background: u\trl(x) VBScript:alert(1); color: red', 'color: red'],
    ['list-style: j a v a s c r i p t :x; color: red', 'color: red'],
    ['background: DATA:image/SVG+xml; color: red', 'color: red'],
    // url() it cannot read whole.
    ['background: url(/a b.png); color: red', 'color: red'],
    ['background: url(https://evil.example/a.png) url(/b.png); color: red', 'color: red'],
  ])('%j becomes %j', (style, expected) => {
    expect(filterAuthorStyle(style)).toBe(expected);
  });

  it('keeps allowed url() forms, quoted either way or spaced', () => {
    for (const style of [
      "background: url('/a.png')",
      'background: url( "/a.png" )',
      'background: url(/a.png), url(img/b.png)',
      'background: URL(/a.png)',
    ]) {
      expect(filterAuthorStyle(style)).toBe(style);
    }
  });

  it('reads z-index and position with !important and in any case, up to the limit', () => {
    for (const style of [
      'z-index: auto',
      'z-index: AUTO !important',
      'z-index: +10',
      'z-index: 10 ! important',
      'position: Relative !IMPORTANT',
      'position: static',
    ]) {
      expect(filterAuthorStyle(style)).toBe(style);
    }
    for (const style of [
      'z-index: 1.5',
      'z-index: 11 !important',
      'z-index: 0010000000000',
      'z-index: ',
      'position: ',
    ]) {
      expect(filterAuthorStyle(`${style}; color: red`)).toBe('color: red');
    }
  });

  it('joins what it keeps with "; " and trims each declaration', () => {
    expect(filterAuthorStyle('  color: red  ;position: fixed;  margin: 0 ')).toBe('color: red; margin: 0');
    expect(filterAuthorStyle(';; color: red;;')).toBe(';; color: red;;');
  });
});

describe('isAllowedCssUrl edge cases', () => {
  it('reads the address as the URL parser would: tabs and newlines anywhere, controls at the ends', () => {
    expect(isAllowedCssUrl('ht\ttps://evil.example/a.png')).toBe(false);
    expect(isAllowedCssUrl('java\nscript:alert(1)')).toBe(false);
    expect(isAllowedCssUrl('\u0001https://evil.example/a.png')).toBe(false);
    expect(isAllowedCssUrl('/\r/evil.example/a.png')).toBe(false);
    expect(isAllowedCssUrl(' \t/img/a.png\u0000 ')).toBe(true);
    expect(isAllowedCssUrl('\t \n')).toBe(false);
  });

  it('refuses every scheme and protocol-relative address, whatever the case or slashes', () => {
    for (const url of [
      'JAVASCRIPT:alert(1)',
      'a+b.c-d:x',
      'mailto:a@b.example',
      '\\\\evil.example\\a',
      '/\\evil.example/a',
    ]) {
      expect(isAllowedCssUrl(url)).toBe(false);
    }
    expect(isAllowedCssUrl('DATA:IMAGE/PNG;base64,AAAA')).toBe(true);
    expect(isAllowedCssUrl('data:text/html,<p>x</p>')).toBe(false);
    expect(isAllowedCssUrl('#filter')).toBe(true);
    expect(isAllowedCssUrl('a/b:c.png')).toBe(true);
  });
});
