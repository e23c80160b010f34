import { JSDOM } from 'jsdom';
import labelControl from './labelControl.cjs';
import { nodeScriptOutput } from './nodeScript';

const { controlGetter, jsdomParts } = labelControl;
const { walk, isLabelable, implForWrapper, wrapperForImpl } = jsdomParts();
const indexed = controlGetter(walk, isLabelable);

/** Labels and controls of the kinds forms have, and the cases where ids and trees make the lookup tricky. */
const page = `<!DOCTYPE html><body>
  <label for="name" id="l-name">Name</label><input id="name">
  <label for="notes">Notes</label><textarea id="notes"></textarea>
  <label for="kind">Kind</label><select id="kind"></select>
  <label for="box">Box</label><div id="box"></div>
  <label for="secret">Secret</label><input type="hidden" id="secret">
  <label for="nowhere">Nowhere</label>
  <label for="">Empty for</label>
  <label>Wrapped <input id="wrapped"></label>
  <label for="twice">Twice</label><input id="twice" name="first"><input id="twice" name="second">
  <label for="later">Later</label>
  <label for="CASE">Case</label><input id="case">
  <label for="inside">Inside the shadow</label>
  <div id="host"></div>
</body>`;

const implOf = (node: Node): unknown => implForWrapper(node);
const wrapperOf = (impl: unknown): Element | null => (impl ? (wrapperForImpl(impl) as Element) : null);

/** Every label's control by both lookups, as [label text, walked, indexed] (controls by id and name). */
function controls(root: ParentNode): [string, string, string][] {
  const name = (element: Element | null) =>
    element === null ? 'none' : `${element.id}${element.getAttribute('name') ?? ''}`;
  return [...root.querySelectorAll('label')].map((label) => {
    const impl = implOf(label);
    return [
      label.textContent?.trim() ?? '',
      name(wrapperOf(walk.call(impl))),
      name(wrapperOf(indexed.call(impl))),
    ];
  });
}

const agree = (rows: [string, string, string][]) =>
  rows.forEach(([label, walked, found]) => expect({ label, found }).toEqual({ label, found: walked }));

describe("a label's control through jsdom's id index", () => {
  it('finds what jsdom finds, for every kind of control, missing, unlabelable and repeated ids', () => {
    const { document } = new JSDOM(page).window;
    const rows = controls(document);
    agree(rows);
    expect(Object.fromEntries(rows.map(([label, walked]) => [label, walked]))).toEqual({
      Name: 'name',
      Notes: 'notes',
      Kind: 'kind',
      Box: 'none',
      Secret: 'none',
      Nowhere: 'none',
      'Empty for': 'none',
      Wrapped: 'wrapped',
      Twice: 'twicefirst',
      Later: 'none',
      Case: 'none',
      'Inside the shadow': 'none',
    });
  });

  it('follows the document as it changes: ids set, moved and removed, and the first in tree order of repeated ids', () => {
    const { document } = new JSDOM(page).window;
    const later = document.createElement('input');
    later.id = 'later';
    document.body.append(later);
    // Inserted last but first in tree order: the index holds it after the other one.
    const early = document.createElement('input');
    early.id = 'twice';
    early.setAttribute('name', 'zeroth');
    document.body.prepend(early);
    document.getElementById('name')?.setAttribute('id', 'renamed');
    document.getElementById('notes')?.remove();
    document.querySelector('select')?.setAttribute('id', 'name');
    const rows = controls(document);
    agree(rows);
    expect(rows.map(([label, walked]) => `${label}:${walked}`)).toEqual(
      expect.arrayContaining(['Later:later', 'Twice:twicezeroth', 'Name:name', 'Notes:none']),
    );
  });

  it('keeps a label to its own tree: outside a document, in a template, and in a shadow root beside the document', () => {
    const { document } = new JSDOM(page).window;
    const fragment = document
      .createRange()
      .createContextualFragment('<label for="name">Loose</label><input id="name" name="loose">');
    const template = document.createElement('template');
    template.innerHTML = '<label for="name">Templated</label><input id="name" name="templated">';
    const shadow = document.getElementById('host')?.attachShadow({ mode: 'open' });
    if (!shadow) throw new Error('no shadow root');
    shadow.innerHTML =
      '<label for="name">Shadowed</label><input id="name" name="shadowed"><label for="kind">Shadow kind</label>' +
      '<input id="inside">';
    const rows = [
      ...controls(fragment),
      ...controls(template.content),
      ...controls(shadow),
      ...controls(document),
    ];
    agree(rows);
    expect(rows.map(([label, walked]) => `${label}:${walked}`)).toEqual(
      expect.arrayContaining([
        'Loose:nameloose',
        'Templated:nametemplated',
        'Shadowed:nameshadowed',
        'Shadow kind:none',
        'Name:name',
        // The document's label does not reach into the shadow tree, though jsdom indexes what is in it.
        'Inside the shadow:none',
      ]),
    );
  });
});

describe('the environment with the indexed lookup', () => {
  it("gives inputs their labels and the labels' controls as jsdom did", () => {
    const script = `
      require('./tests/support/jest/fastJsdomEnvironment.cjs');
      const { JSDOM } = require('jsdom');
      const { document } = new JSDOM('<label for="a">A</label><input id="a"><label for="b">B</label><div id="b"></div>' +
        '<label>C <input id="c"></label><label for="c">C again</label>').window;
      const labels = (id) => [...document.getElementById(id).labels].map((label) => label.textContent.trim());
      console.log(JSON.stringify([labels('a'), labels('c'), document.querySelectorAll('label')[1].control]));
    `;
    expect(nodeScriptOutput(script)).toEqual([['A'], ['C', 'C again'], null]);
  });
});
