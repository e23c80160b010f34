import { fireEvent, render, screen } from '@testing-library/react';
import { Markdown } from './Markdown';
import { activateRemoteImages } from './remoteImages';
import { renderMarkdown, sanitizeHtml } from './sanitize';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function classesAndIds(root: ParentNode, selector = '*'): string[] {
  return Array.from(root.querySelectorAll(selector)).flatMap((element) => [
    ...Array.from(element.classList, (name) => `.${name}`),
    ...(element.id ? [`#${element.id}`] : []),
  ]);
}

describe('classes and ids in user content', () => {
  const fake =
    '<div class="dialog toast toast--error" id="root" role="alertdialog"><p class="dialog__title">Session expired</p>' +
    '<a class="button button--primary" id="login" href="https://evil.example/">Log in again</a></div>\n\n' +
    '<span class="hoj-math katex">fake formula</span> <pre><code class="language-switch">x</code></pre>';

  it('keep none of the author’s own, so nothing can dress up as the app’s dialogs or toasts', () => {
    for (const out of [renderMarkdown(fake), sanitizeHtml(fake)]) {
      expect(classesAndIds(parse(out))).toEqual([]);
      expect(parse(out).textContent).toContain('Session expired');
    }
  });

  it('keep the classes the renderer adds: code languages, KaTeX and alerts', () => {
    const out = parse(
      renderMarkdown(
        '```cpp\nint x;\n```\n\n```switch\ny\n```\n\nMaths $x^2$\n\n> [!NOTE]\n> Heads up\n\n> [!DIALOG]\n> Fake',
      ),
    );
    const codes = Array.from(out.querySelectorAll('pre > code'), (code) => code.className);
    expect(codes).toEqual(['language-cpp', '']);
    expect(out.querySelector('p > .hoj-math > .katex > .katex-html')).not.toBeNull();
    expect(Array.from(out.querySelectorAll('blockquote'), (quote) => quote.className)).toEqual([
      'markdown-alert-note',
      '',
    ]);
  });

  it('give headings and footnotes ids under user-content-, and in-page links follow them', () => {
    const out = parse(
      renderMarkdown(
        '## Root\n\n## 输入格式\n\nSee [input](#输入格式), [root](#root) and a note[^1].\n\n<h3 id="app">raw</h3>\n\n[^1]: The note.',
      ),
    );
    expect(Array.from(out.querySelectorAll('[id]'), (element) => element.id)).toEqual([
      'user-content-root',
      'user-content-输入格式',
      'user-content-raw',
      'user-content-1',
    ]);
    const hrefs = Array.from(out.querySelectorAll('a'), (link) =>
      decodeURIComponent(link.getAttribute('href') ?? ''),
    );
    expect(hrefs).toEqual(['#user-content-输入格式', '#user-content-root', '#user-content-1']);
  });

  it('trusted authors keep no classes or ids of their own either, only the renderer’s', () => {
    const out = parse(
      renderMarkdown(
        '<div class="notice-box" id="rules">x</div>\n\n## Rules\n\n```cpp\nint x;\n```\n\n$x$ and a note[^n]\n\n[^n]: N.',
        true,
      ),
    );
    expect(classesAndIds(out, ':not(.hoj-math *)')).toEqual([
      '#user-content-rules',
      '.language-cpp',
      '.hoj-math',
      '#user-content-n',
    ]);
  });
});

describe('remote images in user content', () => {
  const source =
    'Look ![a cat](https://images.example.com/cat.png "Cat") and ![local](/api/public/img/a.png) ' +
    '![own](http://localhost/img/b.png) <img src="https://tracker.example/p.gif" width="1" height="1"> ' +
    '<img src="/\\tracker.example/q.gif"> ![ftp](ftp://files.example/x.png)';

  /** Everything in the markup that would make a browser request something. */
  function requestingAttributes(root: ParentNode): string[] {
    return Array.from(root.querySelectorAll('*')).flatMap((element) =>
      ['src', 'srcset', 'href', 'poster', 'background', 'style', 'data']
        .map((name) => element.getAttribute(name))
        .filter((value): value is string => value !== null),
    );
  }

  it('become placeholders that request nothing; images on this site stay', () => {
    const out = parse(renderMarkdown(source, false, { locale: 'en-US' }));
    expect(Array.from(out.querySelectorAll('img'), (image) => image.getAttribute('alt'))).toEqual([
      'local',
      'own',
    ]);
    expect(requestingAttributes(out)).toEqual(['/api/public/img/a.png', 'http://localhost/img/b.png']);
    const buttons = Array.from(out.querySelectorAll('button'));
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Show image from images.example.com',
      'Show image from tracker.example',
    ]);
    expect(buttons.map((button) => button.getAttribute('data-remote-src'))).toEqual([
      'https://images.example.com/cat.png',
      'https://tracker.example/p.gif',
    ]);
    expect(buttons[0]?.getAttribute('type')).toBe('button');
    expect(out.textContent).not.toContain('ftp');
    // An http address (`/\\host` reads as `//host`, on this http page `http://host`) never loads, not even
    // on request: it says so instead of offering a button.
    const note = out.querySelector('span[title="http://tracker.example/q.gif"]');
    expect(note?.textContent).toBe('Image from tracker.example not shown: only https addresses are loaded');
  });

  it('are labelled in Chinese too', () => {
    const out = parse(
      renderMarkdown('![a cat](https://images.example.com/cat.png)', false, { locale: 'zh-CN' }),
    );
    expect(out.querySelector('button')?.textContent).toBe('显示来自 images.example.com 的图片');
  });

  it('stay images in trusted content', () => {
    const out = parse(renderMarkdown('![a cat](https://images.example.com/cat.png)', true));
    expect(out.querySelector('img')?.getAttribute('src')).toBe('https://images.example.com/cat.png');
    expect(out.querySelector('button')).toBeNull();
  });

  it('load in <Markdown> only when clicked, without following a surrounding link', () => {
    const { container } = render(
      <Markdown
        source={'[![a cat](https://images.example.com/cat.png "Cat")](https://example.org/post)'}
        locale="en-US"
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(requestingAttributes(container)).toEqual(['https://example.org/post']);

    const button = screen.getByRole('button', { name: 'Show image from images.example.com' });
    const followed = fireEvent.click(button);
    expect(followed).toBe(false);
    const image = container.querySelector('a > img');
    expect(image?.getAttribute('src')).toBe('https://images.example.com/cat.png');
    expect(image?.getAttribute('alt')).toBe('a cat');
    expect(image?.getAttribute('title')).toBe('Cat');
    expect(image?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('activateRemoteImages works on any container and stops when asked', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderMarkdown(
      '![a](https://a.example/1.png) ![b](https://b.example/2.png)',
      false,
      {
        locale: 'en-US',
      },
    );
    const stop = activateRemoteImages(container);
    const [first, second] = Array.from(container.querySelectorAll('button'));
    first?.click();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    stop();
    second?.click();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    container.remove();
  });
});
