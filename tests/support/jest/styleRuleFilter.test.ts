import { JSDOM } from 'jsdom';
import { jsdomProjects } from './jestProjects';
import { nodeScriptOutput, runNodeScript } from './nodeScript';
import styleRuleFilter from './styleRuleFilter.cjs';

const { requirements, mayMatch } = styleRuleFilter;

const page = `<!DOCTYPE html><body>
  <div class="css-1abc MuiBox-root" id="box">
    <button class="MuiButton-root Mui-focusVisible css-9xyz" type="button"><span class="label">Go</span></button>
    <input class="css-in" data-x=">" />
    <p class="a b  c">text</p>
    <p class="UPPER">case</p>
    <p class="ünïcode-x">unicode</p>
    <p>plain</p>
    <svg><foreignObject class="fo"></foreignObject></svg>
  </div>
</body>`;

/** Rules of the kinds emotion, MUI and jsdom's own default sheet have, and some that a naive scan gets wrong. */
const selectors = [
  '.css-1abc',
  '.css-1abc:hover',
  '.css-1abc .label',
  '.css-1abc > .MuiButton-root',
  '.MuiButton-root.Mui-focusVisible',
  '.MuiButton-root.Mui-disabled',
  '.css-9xyz:not(.Mui-disabled)',
  '.css-9xyz::before',
  '.css-9xyz + p',
  '.css-in ~ .b',
  'p.a.c',
  '.a.c',
  'p.b.d',
  '.missing, .b',
  '.missing, p',
  '.missing, .other',
  ':is(.a, .label)',
  '.css-1abc :where(.label)',
  'div p',
  'button',
  '[hidden]',
  '[data-x=">"]',
  "input[data-x='>'].css-in",
  '.upper',
  '.UPPER',
  '.ünïcode-x',
  '.css\\-in',
  '#box .a',
  'p:nth-child(2n+1).a',
  '.label:only-child',
  'P',
  'address, blockquote, p, div',
  'input[type="hidden" i]',
  'svg foreignObject',
  'BUTTON.css-9xyz',
  'span.label, h1',
];

function fullMatches(document: Document, selector: string): Element[] {
  return [...document.querySelectorAll('*')].filter((element) => {
    try {
      return element.matches(selector);
    } catch {
      return false;
    }
  });
}

describe("the class pre-check in front of jsdom's style matching", () => {
  it('never turns down an element that the full match accepts, in standards and in quirks mode', () => {
    for (const doctype of ['<!DOCTYPE html>', '']) {
      const { document } = new JSDOM(page.replace('<!DOCTYPE html>', doctype)).window;
      const all = [...document.querySelectorAll('*')];
      let turnedDown = 0;
      for (const selector of selectors) {
        const matching = new Set(fullMatches(document, selector));
        for (const element of all) {
          const may = mayMatch(element.localName, element.getAttribute('class'), selector);
          if (matching.has(element))
            expect({ selector, tag: element.tagName, may }).toMatchObject({ may: true });
          else if (!may) turnedDown++;
        }
      }
      // It does turn most non-matches down, or it would save nothing.
      expect(turnedDown).toBeGreaterThan(200);
    }
  });

  it("reads the rightmost compound's element name and classes of each branch, and gives up where unsure", () => {
    const classes = (...names: string[]) => ({ tag: null, classes: names });
    expect(requirements('.x > .a.b:hover')).toEqual([classes('a', 'b')]);
    expect(requirements('.a:not(.b)')).toEqual([classes('a')]);
    expect(requirements('.a, .b .c')).toEqual([classes('a'), classes('c')]);
    expect(requirements('.a, P')).toEqual([classes('a'), { tag: 'p', classes: [] }]);
    expect(requirements('div > p.a')).toEqual([{ tag: 'p', classes: ['a'] }]);
    expect(requirements('.a, [hidden]')).toBeNull();
    expect(requirements('.a .b *')).toBeNull();
    expect(requirements('.a\\:b')).toBeNull();
    expect(requirements('svg|a')).toBeNull();
    expect(requirements('.a[title="x]"]')).toBeNull();
    expect(requirements('p:nth-child(2n+1).a')).toEqual([{ tag: 'p', classes: ['a'] }]);
    // A rule without a selector (@font-face, @keyframes) is left to the full match.
    expect(mayMatch('p', 'a', undefined)).toBe(true);
  });

  it('is what the jsdom projects run in', async () => {
    const names = (await jsdomProjects()).map((project) => project.displayName);
    for (const name of ['core', 'portal', 'backoffice']) expect(names).toContain(name);
  });
});

describe('the environment with the filter', () => {
  it("keeps jsdom's computed styles: a class rule still hides, a missing class still does not", () => {
    const script = `
      require('./tests/support/jest/fastJsdomEnvironment.cjs');
      const { JSDOM } = require('jsdom');
      const { window } = new JSDOM('<!DOCTYPE html><style>@font-face{font-family:f;src:url(f.woff2)}.gone{visibility:hidden}.x .y{color:red}</style>' +
        '<p class="gone" id="a">a</p><p id="b">b</p><div class="x"><span class="y" id="c">c</span></div>');
      const style = (id) => window.getComputedStyle(window.document.getElementById(id));
      console.log(JSON.stringify([style('a').visibility, style('b').visibility, style('c').color]));
    `;
    expect(nodeScriptOutput(script)).toEqual(['hidden', 'visible', 'rgb(255, 0, 0)']);
  });

  it('refuses to start when jsdom was loaded before it, instead of silently not filtering', () => {
    const script = `require('jsdom'); require('./tests/support/jest/fastJsdomEnvironment.cjs');`;
    const result = runNodeScript(script);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/jsdom was loaded before the filter/);
  });
});
