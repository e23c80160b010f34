import { finishHtml, taskMarker } from './finishHtml';
import { renderMarkdown, sanitizeHtml } from './sanitize';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function hrefs(html: string): (string | null)[] {
  return Array.from(parse(html).querySelectorAll('a'), (link) => link.getAttribute('href'));
}

describe('task-list boxes', () => {
  it('stand where the marker was, with the text around it kept', () => {
    const nonce = 'abc';
    const out = finishHtml(
      `<p>before ${taskMarker(nonce, true)} middle ${taskMarker(nonce, false)} after</p>`,
      {
        trusted: true,
        nonce,
        locale: 'en-US',
      },
    );
    expect(out).toBe(
      '<p>before <input type="checkbox" disabled="" checked=""> middle <input type="checkbox" disabled=""> after</p>',
    );
  });

  it('are made only from markers carrying this render’s secret', () => {
    const out = finishHtml(`<p>${taskMarker('other', true)} ${taskMarker('abc', false)}</p>`, {
      trusted: false,
      nonce: 'abc',
      locale: 'en-US',
    });
    expect(parse(out).querySelectorAll('input')).toHaveLength(1);
    expect(parse(out).textContent).toBe(`${taskMarker('other', true)} `);
  });

  it('are never made without a secret', () => {
    const html = `<p>${taskMarker('null', true)} ${taskMarker('', false)}</p>`;
    expect(finishHtml(html, { trusted: true, nonce: null, locale: 'en-US' })).toBe(html);
  });

  it('keep each item’s text in rendered lists', () => {
    const out = parse(renderMarkdown('- [x] done it\n- [ ] to do'));
    expect(Array.from(out.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      ' done it',
      ' to do',
    ]);
  });
});

describe('in-page links in user content', () => {
  it('follow a prefixed heading, and leave alone what is already prefixed, unknown or empty', () => {
    const out = renderMarkdown(
      '## Root\n\n[a](#root) [b](#user-content-root) [c](#nowhere) [d](#) [e](https://example.org/#root)',
    );
    expect(hrefs(out)).toEqual([
      '#user-content-root',
      '#user-content-root',
      '#nowhere',
      '#',
      'https://example.org/#root',
    ]);
  });

  it('survive a fragment that does not decode', () => {
    expect(hrefs(sanitizeHtml('<h2>Root</h2><a href="#%E0%A4%A">w</a><a href="#root">r</a>'))).toEqual([
      '#%E0%A4%A',
      '#user-content-root',
    ]);
  });

  it('follow the prefixed ids of trusted content too', () => {
    const out = renderMarkdown('## Root\n\n[a](#root) [b](#user-content-root)', true);
    expect(hrefs(out)).toEqual(['#user-content-root', '#user-content-root']);
    expect(parse(out).querySelector('h2')?.id).toBe('user-content-root');
  });
});

describe('finishHtml', () => {
  it('gives nothing for nothing, and the same output for the same input each time', () => {
    expect(finishHtml('', { trusted: false, nonce: null, locale: 'en-US' })).toBe('');
    const options = { trusted: false, nonce: null, locale: 'en-US' } as const;
    const first = finishHtml('<h2>A</h2><p>x</p>', options);
    expect(first).toBe('<h2 id="user-content-a">A</h2><p>x</p>');
    expect(finishHtml('<h2>A</h2><p>x</p>', options)).toBe(first);
  });

  it('shows https images from other sites at once in trusted content, without a referrer, and drops other schemes', () => {
    const html = '<img src="https://images.example.com/a.png"><img src="ftp://files.example/x.png">';
    expect(finishHtml(html, { trusted: true, nonce: null, locale: 'en-US' })).toBe(
      '<img src="https://images.example.com/a.png" referrerpolicy="no-referrer">',
    );
    expect(finishHtml(html, { trusted: false, nonce: null, locale: 'en-US' })).toBe(
      '<button type="button" class="hoj-remote-image" data-remote-src="https://images.example.com/a.png" ' +
        'title="https://images.example.com/a.png">Show image from images.example.com</button>',
    );
  });

  it('turns landmark and live-region elements into plain boxes, content and attributes kept', () => {
    const out = finishHtml(
      '<nav title="t"><a href="/x">x</a></nav><main><p>m</p></main><search>s</search><p>Score <output>3</output></p>',
      { trusted: true, nonce: null, locale: 'en-US' },
    );
    expect(out).toBe(
      '<div title="t"><a href="/x">x</a></div><div><p>m</p></div><div>s</div><p>Score <span>3</span></p>',
    );
  });
});
