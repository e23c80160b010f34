import { fireEvent } from '@testing-library/react';
import { activateRemoteImages, classifyImageSource, remoteImagePlaceholder } from './remoteImages';
import { renderMarkdown } from './sanitize';

const PAGE = 'https://oj.example/problem/1';

describe('classifyImageSource', () => {
  it('reads paths and same-origin addresses as local, other origins as remote when https', () => {
    expect(classifyImageSource('/img/a.png', PAGE)).toEqual({ kind: 'local' });
    expect(classifyImageSource('a.png', PAGE)).toEqual({ kind: 'local' });
    expect(classifyImageSource('https://oj.example/img/a.png', PAGE)).toEqual({ kind: 'local' });
    for (const src of ['https://oj.example:8443/a.png', '//cdn.example/a.png', 'HTTPS://CDN.example/a.png']) {
      const source = classifyImageSource(src, PAGE);
      expect(source.kind).toBe('remote');
      expect(source.kind === 'remote' && source.url.href).toBe(new URL(src, PAGE).href);
    }
  });

  it('reads http addresses on other sites as insecure, protocol-relative ones on an http page too', () => {
    for (const [src, page] of [
      ['http://oj.example/a.png', PAGE],
      ['http://cdn.example/a.png', PAGE],
      ['//cdn.example/a.png', 'http://127.0.0.1:4173/problem/1'],
    ] as const) {
      const source = classifyImageSource(src, page);
      expect(source.kind).toBe('insecure');
      expect(source.kind === 'insecure' && source.url.href).toBe(new URL(src, page).href);
    }
    expect(classifyImageSource('http://127.0.0.1:4173/a.png', 'http://127.0.0.1:4173/x')).toEqual({
      kind: 'local',
    });
  });

  it('keeps raster data images, even spaced, and refuses every other scheme or address', () => {
    expect(classifyImageSource(' data:image/png;base64,AAAA ', PAGE)).toEqual({ kind: 'local' });
    expect(classifyImageSource('data:image/jpeg;base64,AAAA', PAGE)).toEqual({ kind: 'local' });
    for (const src of [
      'data:image/svg+xml,<svg/>',
      'data:text/html,<p>x</p>',
      'javascript:alert(1)',
      'ftp://files.example/a.png',
      'file:///etc/passwd',
      'http://[',
    ]) {
      expect(classifyImageSource(src, PAGE)).toEqual({ kind: 'refused' });
    }
    expect(classifyImageSource('/a.png', 'not a base')).toEqual({ kind: 'refused' });
  });
});

describe('remote image placeholders', () => {
  function placeholderFor(html: string): HTMLButtonElement {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const image = holder.querySelector('img');
    if (!image) throw new Error('no image');
    return remoteImagePlaceholder(image, new URL(image.getAttribute('src') ?? ''), 'en-US');
  }

  it('carry alt, title, width and height to the image they turn into, and nothing else', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.append(
      placeholderFor(
        '<img src="https://cdn.example/a.png" alt="A" title="T" width="3" height="4" class="c" loading="eager">',
      ),
    );
    const stop = activateRemoteImages(container);
    container.querySelector('button')?.click();
    const image = container.querySelector('img');
    expect(image?.outerHTML).toBe(
      '<img alt="A" title="T" width="3" height="4" referrerpolicy="no-referrer" src="https://cdn.example/a.png">',
    );
    stop();
    container.remove();
  });

  it('carry only the attributes the image had', () => {
    const button = placeholderFor('<img src="https://cdn.example/a.png">');
    expect(Array.from(button.attributes, (attr) => attr.name)).toEqual([
      'type',
      'class',
      'data-remote-src',
      'title',
    ]);
  });
});

describe('activateRemoteImages', () => {
  function setUp(html: string): { container: HTMLDivElement; stop: () => void } {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    return { container, stop: activateRemoteImages(container) };
  }

  it('loads nothing a placeholder claims that is not an https address', () => {
    const { container, stop } = setUp(
      '<button data-remote-src="javascript:alert(1)">a</button><button data-remote-src="not a url">b</button>' +
        '<button data-remote-src="data:image/png;base64,AAAA">c</button>' +
        '<button data-remote-src="http://cdn.example/a.png">d</button>',
    );
    for (const button of Array.from(container.querySelectorAll('button'))) button.click();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('button')).toHaveLength(4);
    stop();
    container.remove();
  });

  it('leaves other clicks alone: links are followed, other buttons stay', () => {
    const { container, stop } = setUp(
      '<a href="https://example.org/">link</a><button type="button">other</button>',
    );
    const link = container.querySelector('a');
    expect(link && fireEvent.click(link)).toBe(true);
    const other = container.querySelector('button');
    expect(other && fireEvent.click(other)).toBe(true);
    expect(container.querySelector('button')).toBe(other);
    stop();
    container.remove();
  });

  it('ignores a placeholder outside its container, even one around it', () => {
    const outer = document.createElement('button');
    outer.setAttribute('data-remote-src', 'https://cdn.example/a.png');
    const inner = document.createElement('span');
    outer.append(inner);
    document.body.append(outer);
    const stop = activateRemoteImages(inner);
    expect(fireEvent.click(inner)).toBe(true);
    expect(document.body.contains(outer)).toBe(true);
    expect(document.querySelector('img')).toBeNull();
    stop();
    outer.remove();
  });
});

describe('what trusted content loads on render', () => {
  function render(source: string): DocumentFragment {
    const template = document.createElement('template');
    template.innerHTML = renderMarkdown(source, true, { locale: 'en-US' });
    return template.content;
  }

  /** Every address in the markup a browser would fetch without being asked. */
  function fetchedOnRender(root: DocumentFragment): string[] {
    const found: string[] = [];
    for (const element of Array.from(root.querySelectorAll('*'))) {
      for (const name of ['src', 'srcset', 'poster', 'background']) {
        const value = element.getAttribute(name);
        if (value === null) continue;
        // A media file waits for the play button (preload="none"), whatever its address.
        if (name === 'src' && /^(?:video|audio|source)$/.test(element.localName)) continue;
        found.push(value);
      }
    }
    return found;
  }

  it('shows https images from other sites at once, without a referrer, and refuses http ones', () => {
    const out = render(
      '![fig](https://img.example.org/a.png) <img src="http://img.example.org/b.png" alt="b"> ![own](/api/public/img/c.png)',
    );
    expect(fetchedOnRender(out)).toEqual(['https://img.example.org/a.png', '/api/public/img/c.png']);
    expect(out.querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(out.querySelector('img[alt="own"]')?.hasAttribute('referrerpolicy')).toBe(false);
    expect(out.querySelector('span[title="http://img.example.org/b.png"]')?.textContent).toBe(
      'Image from img.example.org not shown: only https addresses are loaded',
    );
  });

  it('drops srcset candidates, picture sources and table backgrounds from other sites, keeps local ones', () => {
    const out = render(
      '<img src="/a.png" srcset="/a.png 1x, https://img.example.org/a2.png 2x" sizes="50vw" alt="mixed">\n' +
        '<img src="/b.png" srcset="/b.png 1x, /b2.png 2x" alt="local">\n' +
        '<picture><source srcset="https://img.example.org/c.webp" type="image/webp"><source srcset="/c.avif" type="image/avif"><img src="/c.png" alt="pic"></picture>\n' +
        '<table background="https://img.example.org/bg.png"><tr><td background="/cell.png">t</td></tr></table>\n' +
        '<img src="/d.png" srcset="data:image/png;base64,AAAA 1x,//img.example.org/d.png 2x" alt="hidden">',
    );
    expect(fetchedOnRender(out)).toEqual([
      '/a.png',
      '/b.png',
      '/b.png 1x, /b2.png 2x',
      '/c.avif',
      '/c.png',
      '/cell.png',
      '/d.png',
    ]);
    expect(out.querySelector('img[alt="mixed"]')?.hasAttribute('sizes')).toBe(false);
  });

  it('never starts or preloads media, always shows controls, and drops posters from elsewhere and tracks', () => {
    const out = render(
      '<video src="/api/public/v.mp4" autoplay muted loop poster="https://img.example.org/p.png"><track src="https://img.example.org/s.vtt" default><track src="/s.vtt"></video>\n' +
        '<audio autoplay preload="auto"><source src="/a.ogg"><source src="https://media.example.org/a.mp3"></audio>',
    );
    const video = out.querySelector('video');
    const audio = out.querySelector('audio');
    for (const media of [video, audio]) {
      expect(media?.hasAttribute('autoplay')).toBe(false);
      expect(media?.getAttribute('preload')).toBe('none');
      expect(media?.hasAttribute('controls')).toBe(true);
    }
    expect(video?.hasAttribute('poster')).toBe(false);
    // Even this site's: Chromium checks a track against the page's policy as soon as it is parsed.
    expect(out.querySelector('track')).toBeNull();
    expect(Array.from(out.querySelectorAll('source'), (source) => source.getAttribute('src'))).toEqual([
      '/a.ogg',
    ]);
  });

  it('turns a player whose files are all on another site into a link to the https one, or a note', () => {
    const out = render(
      '<video src="https://media.example.org/v.mp4" poster="/p.png"></video>\n' +
        '<audio><source src="http://media.example.org/a.mp3"><source src="https://media.example.org/a.ogg"></audio>\n' +
        '<video><source src="http://media.example.org/b.mp4"></video>',
    );
    expect(out.querySelector('video, audio, source')).toBeNull();
    const links = Array.from(out.querySelectorAll('a'));
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')]),
    ).toEqual([
      [
        'Video from media.example.org (opens in a new tab)',
        'https://media.example.org/v.mp4',
        'noopener noreferrer',
      ],
      [
        'Audio from media.example.org (opens in a new tab)',
        'https://media.example.org/a.ogg',
        'noopener noreferrer',
      ],
    ]);
    expect(links.every((link) => link.target === '_blank')).toBe(true);
    expect(out.textContent).toContain(
      'Video or audio from media.example.org not shown: only https addresses are opened',
    );
    expect(fetchedOnRender(out)).toEqual([]);
    expect(render('<video src="data:video/mp4;base64,AAAA"></video>').querySelector('[src]')).toBeNull();
  });

  it('keeps the style policy’s rule: no url() to another site in a style', () => {
    const out = render(
      '<div style="background-image: url(https://img.example.org/bg.png); color: red">x</div>',
    );
    expect(out.querySelector('div')?.getAttribute('style')).toBe('color: red');
  });
});
