'use strict';
/**
 * jsdom's getComputedStyle matches the element against every rule of every style sheet through nwsapi. Under
 * MUI and react-admin the page holds a few thousand emotion rules, nearly all of the form `.css-1x2y3z…`, and
 * getComputedStyle is called for an element and its ancestors by Testing Library's role queries, by
 * accessible-name computation, by user-event's pointer-events check and by MUI's TextareaAutosize: about a
 * seventh of a back-office suite's CPU went to those matches.
 *
 * The filter asks a cheaper question first. A selector's rightmost compound names the element's own name and
 * classes (`p.a.b:hover` in `.x > p.a.b:hover`); if the element is not that or lacks one of those in every
 * branch of the selector list, the rule cannot match and nwsapi is not asked. jsdom's default sheet is element
 * names, emotion's rules are classes. Anything the scan is not sure of (escapes, a
 * branch without a class) goes to nwsapi as before, so the answer is always nwsapi's. Class names are compared
 * lower-cased, which a quirks-mode document's case-insensitive match needs and a standards one does not mind
 * (likewise the names of SVG elements, which match case-sensitively).
 */

/** @typedef {{ tag: string | null, classes: string[] }} Requirement what a branch's rightmost compound asks of the element */

/** @type {Map<string, Requirement[] | null>} */
const selectorRequirements = new Map();
/** @type {Map<string, Set<string>>} */
const classSets = new Map();

/**
 * The element name and classes the rightmost compound of each branch requires, or null when some branch
 * requires nothing that the scan can be sure of (then only a full match can answer).
 * @param {string} selector
 * @returns {Requirement[] | null}
 */
function requirements(selector) {
  if (selector.includes('\\') || selector.includes('|')) return null;
  /** @type {Requirement[]} */
  const branches = [];
  let depth = 0;
  /** @type {string | null} */
  let quote = null;
  let start = 0;
  const finishBranch = (end) => {
    const requirement = rightmostRequirement(selector.slice(start, end));
    branches.push(requirement);
    start = end + 1;
    return requirement.tag !== null || requirement.classes.length > 0;
  };
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0 && !finishBranch(i)) return null;
  }
  if (quote || depth !== 0) return null;
  if (!finishBranch(selector.length)) return null;
  return branches;
}

/**
 * @param {string} branch one selector of a list
 * @returns {Requirement}
 */
function rightmostRequirement(branch) {
  const text = branch.trim();
  // Brackets inside quoted attribute values would throw the depth count off: no filter for those.
  if (text.includes('"') || text.includes("'")) return { tag: null, classes: [] };
  let depth = 0;
  let compoundStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && (c === ' ' || c === '\t' || c === '\n' || c === '>' || c === '+' || c === '~'))
      compoundStart = i + 1;
  }
  const compound = text.slice(compoundStart);
  const tag = /^[a-z][\w-]*/i.exec(compound)?.[0].toLowerCase() ?? null;
  /** @type {string[]} */
  const classes = [];
  depth = 0;
  for (let i = 0; i < compound.length; i++) {
    const c = compound[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === '.' && depth === 0) {
      let end = i + 1;
      while (end < compound.length && /[\w\u00a0-\uffff-]/.test(compound[end])) end++;
      if (end > i + 1) classes.push(compound.slice(i + 1, end).toLowerCase());
      i = end - 1;
    }
  }
  return { tag, classes };
}

/**
 * @param {string} selector
 * @returns {Requirement[] | null}
 */
function cachedRequirements(selector) {
  let found = selectorRequirements.get(selector);
  if (found === undefined) {
    found = requirements(selector);
    selectorRequirements.set(selector, found);
  }
  return found;
}

/**
 * @param {string} attribute the element's class attribute
 * @returns {Set<string>}
 */
function classSet(attribute) {
  let set = classSets.get(attribute);
  if (!set) {
    set = new Set(
      attribute
        .toLowerCase()
        .split(/[ \t\n\f\r]+/)
        .filter(Boolean),
    );
    if (classSets.size > 50_000) classSets.clear();
    classSets.set(attribute, set);
  }
  return set;
}

/**
 * Whether the element can match the selector at all; false only when it surely cannot.
 * @param {string} localName the element's name
 * @param {string | null} classAttribute
 * @param {string | undefined} selector
 */
function mayMatch(localName, classAttribute, selector) {
  // @font-face, @keyframes and other rules without a selector go to nwsapi as they did.
  if (typeof selector !== 'string') return true;
  const branches = cachedRequirements(selector);
  if (!branches) return true;
  const name = localName.toLowerCase();
  /** @type {Set<string> | undefined} */
  let own;
  return branches.some(({ tag, classes }) => {
    if (tag !== null && tag !== name) return false;
    if (classes.length === 0) return true;
    own ??= classSet(classAttribute ?? '');
    return classes.every((className) => own?.has(className));
  });
}

let installed = false;

/**
 * Wraps jsdom's internal matchesDontThrow (used by its style cascade only). It must run before jsdom's
 * style-rules module is loaded, which takes the function by destructuring.
 */
function installStyleRuleFilter() {
  if (installed) return;
  const stylesPath = require.resolve('jsdom/lib/jsdom/living/helpers/style-rules.js');
  if (require.cache[stylesPath])
    throw new Error('styleRuleFilter: jsdom was loaded before the filter; load the environment first');
  const selectors = require('jsdom/lib/jsdom/living/helpers/selectors.js');
  const full = selectors.matchesDontThrow;
  if (typeof full !== 'function') throw new Error('styleRuleFilter: jsdom no longer has matchesDontThrow');
  selectors.matchesDontThrow = (elementImpl, selector) =>
    mayMatch(elementImpl.localName, elementImpl.getAttributeNS(null, 'class'), selector) &&
    full(elementImpl, selector);
  installed = true;
}

module.exports = { requirements, mayMatch, installStyleRuleFilter };
