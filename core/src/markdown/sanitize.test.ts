import { renderMarkdown, sanitizeHtml } from './sanitize';

/** Parses like the page would, in an inert fragment. */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function attribute(html: string, selector: string, name: string): (string | null)[] {
  return Array.from(parse(html).querySelectorAll(selector), (element) => element.getAttribute(name));
}

describe('tags user content keeps', () => {
  // Every tag statements and comments may use, each with its text, so a dropped one shows.
  const html =
    '<p><a href="/x">a</a> <abbr title="t">abbr</abbr> <b>b</b> <br> <code>code</code> <del>del</del> ' +
    '<em>em</em> <i>i</i> <img src="/a.png" alt="img"> <kbd>kbd</kbd> <mark>mark</mark> <s>s</s> ' +
    '<samp>samp</samp> <span>span</span> <strike>strike</strike> <strong>strong</strong> <sub>sub</sub> ' +
    '<sup>sup</sup> <u>u</u></p><blockquote>blockquote</blockquote><details open><summary>summary</summary>' +
    'details</details><div>div</div><dl><dt>dt</dt><dd>dd</dd></dl><footer>footer</footer>' +
    '<h1>h1</h1><h2>h2</h2><h3>h3</h3><h4>h4</h4><h5>h5</h5><h6>h6</h6><hr><ol start="3"><li>li</li></ol>' +
    '<pre>pre</pre><section>section</section><table><caption>caption</caption><thead><tr><th>th</th></tr>' +
    '</thead><tbody><tr><td colspan="2" rowspan="1" align="left">td</td></tr></tbody><tfoot><tr><td>tfoot</td>' +
    '</tr></tfoot></table><ul><li>ul</li></ul>';
  // prettier-ignore
  const tags = [
    'a', 'abbr', 'b', 'br', 'code', 'del', 'em', 'i', 'img', 'kbd', 'mark', 's', 'samp', 'span', 'strike',
    'strong', 'sub', 'sup', 'u', 'blockquote', 'details', 'summary', 'div', 'dl', 'dt', 'dd', 'footer', 'h1',
    'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'ol', 'li', 'pre', 'section', 'table', 'caption', 'thead', 'tr', 'th',
    'tbody', 'td', 'tfoot', 'ul',
  ];

  it.each([
    ['user', false],
    ['trusted', true],
  ])('%s rules keep every tag markdown and statements use, with its attributes', (_, trusted) => {
    const out = parse(sanitizeHtml(html, trusted));
    for (const tag of tags) expect([tag, out.querySelector(tag)]).not.toEqual([tag, null]);
    expect(out.querySelector('abbr')?.getAttribute('title')).toBe('t');
    expect(out.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(out.querySelector('details')?.hasAttribute('open')).toBe(true);
    const cell = out.querySelector('td');
    expect([
      cell?.getAttribute('colspan'),
      cell?.getAttribute('rowspan'),
      cell?.getAttribute('align'),
    ]).toEqual(['2', '1', 'left']);
  });

  it('user rules drop other tags but keep their text', () => {
    const out = parse(
      sanitizeHtml(
        '<article><aside>aside</aside><var>var</var><ins>ins</ins><q>q</q><font color="red">font</font></article>',
      ),
    );
    expect(out.querySelector('article, aside, var, ins, q, font')).toBeNull();
    expect(out.textContent).toBe('asidevarinsqfont');
  });
});

describe('classes user content keeps', () => {
  it('the language of fenced code whatever its case, never on inline code or other elements', () => {
    const out = renderMarkdown(
      '```Python\nx\n```\n\n<pre><code class="language-RUST">y</code></pre> <code class="language-cpp">z</code>\n\n' +
        '<div class="language-cpp">d</div> <pre class="language-cpp">p</pre> <pre><code class="language-cppx">w</code></pre>',
    );
    expect(attribute(out, 'pre > code', 'class')).toEqual(['language-Python', 'language-RUST', null]);
    expect(attribute(out, ':not(pre) > code, div, pre', 'class')).toEqual([null, null, null, null, null]);
  });

  it('alert classes only on blockquotes, whatever their case or spacing', () => {
    const out = renderMarkdown(
      '<blockquote class=" markdown-alert-TIP ">q</blockquote> <div class="markdown-alert-note">d</div>\n\n' +
        '<pre><code class="markdown-alert-note">c</code></pre> <blockquote class="markdown-alert-notes">n</blockquote>',
    );
    expect(attribute(out, 'blockquote', 'class')).toEqual(['markdown-alert-TIP', null]);
    expect(parse(out).querySelector('[class]:not(blockquote)')).toBeNull();
  });
});

describe('ids user content keeps', () => {
  it('only the footnotes markdown made, not an author copy elsewhere or a link reference', () => {
    const out = renderMarkdown(
      'a[^note]\n\n[^note]: The note.\n\n<div id="note">x</div><footer><p id="note">p</p><div id="site">s</div></footer>\n\n' +
        '[site]: https://example.org',
    );
    expect(Array.from(parse(out).querySelectorAll('[id]'), (element) => element.id)).toEqual([
      'user-content-note',
    ]);
    expect(parse(out).querySelector('#user-content-note')?.textContent).toContain('The note.');
  });

  it('none from sanitizeHtml, which has no footnotes', () => {
    expect(sanitizeHtml('<footer><div id="1">x</div></footer>')).toBe('<footer><div>x</div></footer>');
  });
});

describe('KaTeX attribute names outside formulas', () => {
  it('are removed in trusted content too, even when they read like a style', () => {
    const out = renderMarkdown(
      '<p display="color: red" mathcolor="red" d="M0 0" title="t">k</p><span style="position: fixed">s</span>',
      true,
    );
    expect(parse(out).querySelector('p')?.outerHTML).toBe('<p title="t">k</p>');
    // A style with nothing allowed left goes as a whole, not as an empty attribute.
    expect(parse(out).querySelector('span')?.outerHTML).toBe('<span>s</span>');
  });
});

describe('data:image/svg+xml', () => {
  it.each([
    ['user', false],
    ['trusted', true],
  ])('%s rules: an image carrying it anywhere goes entirely, a link only loses it', (_, trusted) => {
    const out = sanitizeHtml(
      '<img src="DATA:IMAGE/ SVG+xml;base64,AAAA" alt="cased"><img src="/a.png" alt="data:image/svg+xml">' +
        '<img src="data:image/png;base64,AAAA" alt="png"><a href="data:image/svg+xml,x" title="t">l</a>',
      trusted,
    );
    expect(out).toBe('<img src="data:image/png;base64,AAAA" alt="png"><a title="t">l</a>');
  });

  it('a <source> carrying it goes, the picture and its image stay', () => {
    expect(
      sanitizeHtml(
        '<picture><source srcset="data:image/svg+xml,x"><source srcset="/b.png"><img src="/a.png"></picture>',
        true,
      ),
    ).toBe('<picture><source srcset="/b.png"><img src="/a.png"></picture>');
  });
});

describe('link relations', () => {
  it('user links get nofollow ugc and lose their own rel; anchors without href get none', () => {
    const out = renderMarkdown('<a href="https://e.org" rel="opener">u</a> <a title="x">no</a> [md](/local)');
    expect(attribute(out, 'a', 'rel')).toEqual([
      'nofollow ugc noopener noreferrer',
      null,
      'nofollow ugc noopener noreferrer',
    ]);
  });

  it('trusted links are not marked user-generated; only targeted ones get noopener', () => {
    const out = renderMarkdown(
      '<a href="https://e.org">e</a> <a name="x">n</a> <a href="https://e.org" target="_blank" rel="opener">t</a> <p>p</p>',
      true,
    );
    expect(attribute(out, 'a', 'rel')).toEqual([null, null, 'noopener noreferrer']);
    expect(parse(out).querySelectorAll('[rel]')).toHaveLength(1);
  });
});

describe('defaults', () => {
  it('sanitizeHtml and renderMarkdown use the user rules and Chinese texts unless told otherwise', () => {
    const html = '<p style="color: red" class="x">p</p><img src="https://images.example.com/a.png">';
    for (const out of [sanitizeHtml(html), renderMarkdown(html)]) {
      expect(parse(out).querySelector('[style], [class]:not(button)')).toBeNull();
      expect(parse(out).querySelector('button')?.textContent).toBe('显示来自 images.example.com 的图片');
    }
    expect(parse(sanitizeHtml(html, false, { locale: 'en-US' })).querySelector('button')?.textContent).toBe(
      'Show image from images.example.com',
    );
    expect(parse(sanitizeHtml(html, true)).querySelector('p')?.getAttribute('style')).toBe('color: red');
  });

  it('renderMarkdown gives nothing for blank sources', () => {
    expect(renderMarkdown('')).toBe('');
    expect(renderMarkdown('   \n \t\n')).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('markdown the renderer adjusts', () => {
  it('headings nested in quotes and lists get the same unique ids as top-level ones', () => {
    const out = renderMarkdown('> ## A\n\n> ## A\n\n- ## A\n\n## A', true);
    expect(Array.from(parse(out).querySelectorAll('h2'), (heading) => heading.id)).toEqual(
      ['a', 'a-2', 'a-3', 'a-4'].map((id) => `user-content-${id}`),
    );
  });

  it('code blocks nested in quotes keep their last line', () => {
    const out = renderMarkdown('> ```\n> code\n> ```\n\n- > ```\n  > nested\n  > ```');
    expect(Array.from(parse(out).querySelectorAll('pre > code'), (code) => code.textContent)).toEqual([
      'code\n',
      'nested\n',
    ]);
  });

  it('task boxes appear in nested lists, and sanitizeHtml never makes one', () => {
    const out = renderMarkdown('- [ ] outer\n  - [x] inner');
    expect(Array.from(parse(out).querySelectorAll('input'), (box) => box.checked)).toEqual([false, true]);
    expect(sanitizeHtml('\uE002nullx\uE003 \uE002x\uE003')).toBe('\uE002nullx\uE003 \uE002x\uE003');
  });
});

describe('rules DOMPurify has no setting for', () => {
  it('drops an SVG data address from any attribute, not only from images', () => {
    expect(sanitizeHtml('<p title="data:image/svg+xml,<svg onload=alert(1)>">t</p>', false)).toBe('<p>t</p>');
    expect(sanitizeHtml('<p title="Data: Image/SVG+xml;base64,x">t</p>', true)).toBe('<p>t</p>');
    expect(sanitizeHtml('<p title="an image/svg file">t</p>', false)).toBe(
      '<p title="an image/svg file">t</p>',
    );
  });

  it('keeps a code language class only on the code of a code block', () => {
    expect(sanitizeHtml('<code class="language-cpp">x</code>', false)).toBe('<code>x</code>');
    expect(sanitizeHtml('<pre><code class="language-cpp">x</code></pre>', false)).toBe(
      '<pre><code class="language-cpp">x</code></pre>',
    );
    expect(sanitizeHtml('<pre><code class="Language-CPP ">x</code></pre>', false)).toContain('class=');
  });
});
