import { plainTextPreview } from './plainText';

describe('plainTextPreview', () => {
  it('reads markdown as text: no markup, entities decoded, blocks separated by one space', () => {
    const source =
      '## Title\n\nSome **bold** and `code` &lt;tag&gt; &amp; [a link](https://example.com).\n\n- one\n- two';
    expect(plainTextPreview(source)).toBe('Title Some bold and code <tag> & a link. one two');
  });

  it('shows what the full view shows: no script or style text, no tags, the text of dropped elements', () => {
    const source =
      'Hi <script>alert(1)</script><b>there</b><style>p{}</style>\n\n<form><button>Pay</button></form>';
    const text = plainTextPreview(source);
    expect(text).toBe('Hi there Pay');
  });

  it('reads a formula once, as its TeX source', () => {
    expect(plainTextPreview('Area is $\\pi r^2$ here')).toBe('Area is $\\pi r^2$ here');
  });

  it('reads images as their alt text, remote ones too, never as the load-image button', () => {
    expect(
      plainTextPreview('See ![diagram](/api/public/img/a.png) and ![chart](https://tracker.example/x.png)'),
    ).toBe('See diagram and chart');
  });

  it('cuts at the given length on whole code points and marks the cut', () => {
    expect(plainTextPreview('abcdef', 4)).toBe('abcd…');
    expect(plainTextPreview('abcd', 4)).toBe('abcd');
    expect(plainTextPreview('😀😀😀', 2)).toBe('😀😀…');
    expect(plainTextPreview('ab cdef', 3)).toBe('ab…');
  });

  it('gives an empty string for empty, blank or missing content', () => {
    expect(plainTextPreview(null)).toBe('');
    expect(plainTextPreview(undefined)).toBe('');
    expect(plainTextPreview('')).toBe('');
    expect(plainTextPreview('   \n ')).toBe('');
  });

  it('keeps a quote cut mid-markup readable (the server cuts quotes at 100 characters)', () => {
    expect(plainTextPreview('alice : see **this and [the li...')).toBe('alice : see **this and [the li...');
  });

  it('separates the text of every block, cell, line break and heading by a space, but not inline elements', () => {
    const source =
      '<h1>h1</h1><h2>h2</h2><h3>h3</h3><h4>h4</h4><h5>h5</h5><h6>h6</h6><p>p</p><div>div</div>' +
      '<blockquote>quote</blockquote><pre>pre</pre><ul><li>li</li></ul>br<br>hr<hr>' +
      '<dl><dt>dt</dt><dd>dd</dd></dl><details><summary>summary</summary>details</details>' +
      '<table><caption>caption</caption><tr><th>th</th><td>td</td></tr><tr><td>row</td></tr></table>' +
      '<section>section</section><section>next</section><footer>footer</footer>' +
      '<p><b>b</b><i>i</i><em>em</em><code>code</code><span>span</span><a href="/x">a</a><sub>sub</sub></p>';
    expect(plainTextPreview(source)).toBe(
      'h1 h2 h3 h4 h5 h6 p div quote pre li br hr dt dd summary details caption th td row section next footer biemcodespanasub',
    );
  });

  it('reads a remote image without alt text as nothing', () => {
    expect(
      plainTextPreview('a ![](https://tracker.example/x.png) b <img src="https://t.example/y.png">'),
    ).toBe('a b');
  });

  it('keeps the whole text when it is exactly as long as allowed, and cuts one character more', () => {
    expect(plainTextPreview('**abcd**', 4)).toBe('abcd');
    expect(plainTextPreview('**abcde**', 4)).toBe('abcd…');
    expect(plainTextPreview('中文字符', 3)).toBe('中文字…');
    expect(plainTextPreview('a '.repeat(200))).toBe('a '.repeat(200).trim());
  });
});
