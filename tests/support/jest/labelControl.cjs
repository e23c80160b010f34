'use strict';
/**
 * jsdom finds a `<label for=…>`'s control by walking the label's whole tree for the first element with that id,
 * and finds an input's labels by asking every label in the tree for its control: a walk inside a walk. Testing
 * Library's label queries ask that for every element of the container, so on a back-office form one
 * getByLabelText walked the document thousands of times (about 3 % of a form suite's CPU).
 *
 * In a document jsdom already keeps every connected element by id (the index its getElementById reads). The
 * lookup below reads that index: the one element with the id in the label's tree is its control if it can be
 * labelled. Where the index cannot answer for certain (a label outside a document, or more than one element
 * with the id in its tree, where the first in tree order wins) jsdom's own walk still answers.
 */

let installed = false;

/**
 * The control of a label with a non-empty `for`, read from the document's id index; undefined when only the walk
 * can tell.
 * @param {any} label jsdom's HTMLLabelElement implementation object
 * @param {string} id the label's `for` value
 * @param {(element: any) => boolean} isLabelable
 */
function indexedControl(label, id, isLabelable) {
  const root = label.getRootNode({});
  /** @type {Record<string, any[]> | undefined} */
  const ids = root._ids;
  if (ids === undefined) return undefined;
  // Only elements of the document's own tree are indexed; jsdom's getElementById still checks each one's root.
  const candidates = (ids[id] ?? []).filter((element) => element.getRootNode({}) === root);
  if (candidates.length > 1) return undefined;
  const [target] = candidates;
  if (target === undefined) return null;
  return isLabelable(target) ? target : null;
}

/**
 * The `control` getter: the indexed lookup, else jsdom's walk.
 * @param {() => any} walk jsdom's own getter
 * @param {(element: any) => boolean} isLabelable
 */
function controlGetter(walk, isLabelable) {
  return function control() {
    const id = this.getAttributeNS(null, 'for');
    if (id === null || id === '') return walk.call(this);
    const indexed = indexedControl(this, id, isLabelable);
    return indexed === undefined ? walk.call(this) : indexed;
  };
}

/** jsdom's own `control` getter and labelable test, as the worker loaded them. */
function jsdomParts() {
  // jsdom's own entry first: its implementation modules require each other in an order only it gets right.
  require('jsdom');
  const label = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js').implementation;
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js');
  const descriptor = Object.getOwnPropertyDescriptor(label.prototype, 'control');
  const walk = descriptor?.get;
  if (descriptor === undefined || typeof walk !== 'function' || typeof isLabelable !== 'function')
    throw new Error('labelControl: jsdom no longer has HTMLLabelElement control or isLabelable');
  // How a DOM node and jsdom's implementation object of it lead to each other (for tests).
  const { implForWrapper, wrapperForImpl } = require('jsdom/lib/jsdom/living/generated/utils.js');
  return { prototype: label.prototype, descriptor, walk, isLabelable, implForWrapper, wrapperForImpl };
}

/** Puts the indexed lookup in front of jsdom's `control` getter (every window of this worker shares it). */
function installLabelControl() {
  if (installed) return;
  const { prototype, descriptor, walk, isLabelable } = jsdomParts();
  Object.defineProperty(prototype, 'control', { ...descriptor, get: controlGetter(walk, isLabelable) });
  installed = true;
}

module.exports = { controlGetter, jsdomParts, installLabelControl };
