import { fireEvent } from '@testing-library/react';
import { activateRemoteImages, classifyImageSource, remoteImagePlaceholder } from './remoteImages';

const PAGE = 'https://oj.example/problem/1';

describe('classifyImageSource', () => {
  it('reads paths and same-origin addresses as local, other origins as remote', () => {
    expect(classifyImageSource('/img/a.png', PAGE)).toEqual({ kind: 'local' });
    expect(classifyImageSource('a.png', PAGE)).toEqual({ kind: 'local' });
    expect(classifyImageSource('https://oj.example/img/a.png', PAGE)).toEqual({ kind: 'local' });
    for (const src of ['http://oj.example/a.png', 'https://oj.example:8443/a.png', '//cdn.example/a.png']) {
      const source = classifyImageSource(src, PAGE);
      expect(source.kind).toBe('remote');
      expect(source.kind === 'remote' && source.url.href).toBe(new URL(src, PAGE).href);
    }
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

  it('loads nothing a placeholder claims that is not an http(s) address', () => {
    const { container, stop } = setUp(
      '<button data-remote-src="javascript:alert(1)">a</button><button data-remote-src="not a url">b</button>' +
        '<button data-remote-src="data:image/png;base64,AAAA">c</button>',
    );
    for (const button of Array.from(container.querySelectorAll('button'))) button.click();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('button')).toHaveLength(3);
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
