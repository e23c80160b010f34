import { renderMarkdown, sanitizeHtml } from './sanitize';

/**
 * The tags no author may ever use, whatever rule set: if a change to sanitize.ts lets one through, one of
 * these tests names it. Each tag is tried alone, between paragraphs, nested in allowed HTML, next to maths
 * (which takes a different path through the renderer) and in upper case, through both public functions.
 */

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const RULE_SETS = [
  ['user', false],
  ['trusted', true],
] as const;

const FORBIDDEN: ReadonlyArray<readonly [string, string]> = [
  ['form', '<form action="https://evil.example/login" method="post"><p>Password</p></form>'],
  ['style', '<style>body { display: none }</style>'],
  ['button', '<button type="submit" formaction="https://evil.example/">Claim prize</button>'],
  ['template', '<template><p>later</p></template>'],
  ['iframe', '<iframe src="https://evil.example/" srcdoc="<p>framed</p>"></iframe>'],
  ['object', '<object data="https://evil.example/x.swf" type="application/x-shockwave-flash"></object>'],
  ['embed', '<embed src="https://evil.example/x.swf">'],
  ['input', '<input type="password" name="password"> <input type="checkbox" checked disabled>'],
  ['textarea', '<textarea name="t">secret</textarea>'],
  ['select', '<select name="s"><option>a</option></select>'],
  ['link', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['meta', '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
  ['base', '<base href="https://evil.example/">'],
  ['script', '<script>window.pwned = true</script>'],
  ['dialog', '<dialog open><p>Session expired</p></dialog>'],
  ['option', '<option selected>a</option>'],
  ['optgroup', '<optgroup label="g"><option>b</option></optgroup>'],
  ['datalist', '<datalist id="d"><option value="v"></option></datalist>'],
  ['noscript', '<noscript><p>enable scripts</p></noscript>'],
  ['frame', '<frameset><frame src="https://evil.example/"></frameset>'],
  ['frameset', '<frameset cols="50%,50%"></frameset>'],
  ['applet', '<applet code="Evil.class"></applet>'],
  ['portal', '<portal src="https://evil.example/"></portal>'],
];

function variants(tag: string, html: string): string[] {
  return [
    html,
    `Before\n\n${html}\n\nafter`,
    `<div><p>${html}</p></div>`,
    `$x^2$ and ${html}`,
    html.replace(new RegExp(tag, 'g'), tag.toUpperCase()),
  ];
}

describe.each(RULE_SETS)('%s rules never keep', (_, trusted) => {
  it.each(FORBIDDEN)('<%s>', (tag, html) => {
    for (const input of variants(tag, html)) {
      for (const out of [renderMarkdown(input, trusted), sanitizeHtml(input, trusted)]) {
        expect(parse(out).querySelector(tag)).toBeNull();
        expect(out).not.toMatch(new RegExp(`<${tag}[\\s/>]`, 'i'));
      }
    }
  });
});

describe('task lists', () => {
  it.each(RULE_SETS)('%s rules: only the read-only boxes markdown itself makes are inputs', (_, trusted) => {
    const out = parse(
      renderMarkdown(
        '- [x] done\n- [ ] todo <input type="checkbox" checked>\n\n<input type="text">',
        trusted,
      ),
    );
    const boxes = Array.from(out.querySelectorAll('input'));
    expect(boxes.map((box) => box.outerHTML)).toEqual([
      '<input type="checkbox" disabled="" checked="">',
      '<input type="checkbox" disabled="">',
    ]);
    expect(out.querySelectorAll('li')[1]?.textContent).toBe(' todo ');
  });

  it('cannot be faked by an author who writes the marker characters', () => {
    const out = parse(renderMarkdown('\uE002abc\uE003 &#xE002;00000000000000000000000000000000x&#xE003;'));
    expect(out.querySelector('input')).toBeNull();
  });
});

const HANDLERS = [
  '<img src="a.png" onerror="alert(1)" onload="alert(2)">',
  '<a href="https://example.org" onclick="alert(1)" onmouseover="alert(2)">link</a>',
  '<details open ontoggle="alert(1)"><summary onclick="alert(2)">s</summary></details>',
  '<div onpointerenter="alert(1)" onanimationstart="alert(2)" style="animation: spin 1s">box</div>',
  '<p tabindex="0" autofocus onfocus="alert(1)" onblur="alert(2)">focus</p>',
  '<svg onload="alert(1)"><circle r="1" onclick="alert(2)"/></svg>',
  '<math><mi onclick="alert(1)">x</mi></math>',
  '<table onmouseenter="alert(1)"><tr><td onclick="alert(2)">cell</td></tr></table>',
  '<body onload="alert(1)"><p>body</p></body>',
  '<video src="v.mp4" onerror="alert(1)" onloadstart="alert(2)"></video>',
  '<span ONCLICK="alert(1)" oNmOuSeDoWn="alert(2)">mixed case</span>',
  '<h2 onclick="alert(1)">Heading $x$</h2>',
  '[md](https://example.org "t" onclick="alert(1)") ![md](a.png) <img src=x onerror=alert(1)//>',
];

describe.each(RULE_SETS)('%s rules never keep event handlers', (_, trusted) => {
  it.each(HANDLERS)('%s', (html) => {
    for (const out of [renderMarkdown(html, trusted), sanitizeHtml(html, trusted)]) {
      const attributes = Array.from(parse(out).querySelectorAll('*')).flatMap((element) =>
        Array.from(element.attributes),
      );
      expect(attributes.filter((attr) => attr.name.toLowerCase().startsWith('on'))).toEqual([]);
      expect(attributes.filter((attr) => attr.value.includes('alert('))).toEqual([]);
    }
  });
});

describe.each(RULE_SETS)('%s rules keep nothing of the app’s own', (_, trusted) => {
  const fake =
    '<div role="alert" class="toast error-state" id="root" aria-live="assertive" aria-label="Error">' +
    '<p class="toast__title" tabindex="1" accesskey="s">Your session expired</p>' +
    '<a href="/login" role="button" class="button button--primary" aria-describedby="root">Sign in again</a>' +
    '<div popover="manual" id="menu" name="menu" slot="s" part="p">pop</div>' +
    '<img src="/a.png" alt="a" name="getElementById" aria-hidden="false" commandfor="menu" command="show-popover"></div>';

  it('no class, id, role, ARIA state, tab stop, shortcut, popover, command or name an author wrote', () => {
    for (const out of [renderMarkdown(fake, trusted), sanitizeHtml(fake, trusted)]) {
      const names = Array.from(parse(out).querySelectorAll('*')).flatMap((element) =>
        element.getAttributeNames(),
      );
      expect(new Set(names)).toEqual(new Set(['href', 'src', 'alt', ...(trusted ? [] : ['rel'])]));
      expect(parse(out).textContent).toContain('Your session expired');
    }
  });

  it('KaTeX keeps its classes and hides its drawing from screen readers, which read the MathML', () => {
    const out = parse(
      renderMarkdown('Area $\\pi r^2$ <span aria-hidden="true" class="katex">fake</span>', trusted),
    );
    const hidden = Array.from(out.querySelectorAll('[aria-hidden]'));
    expect(hidden.map((element) => element.className)).toEqual(['katex-html']);
    expect(out.querySelector('.hoj-math .katex math annotation')?.textContent).toBe('\\pi r^2');
    expect(out.querySelectorAll('.katex')).toHaveLength(1);
  });
});
