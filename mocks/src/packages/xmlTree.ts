import { XMLParser } from 'fast-xml-parser';

/** An element of a parsed document: its name, attributes and children in document order. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Text, CDATA and child elements in order, for `textContent`. */
  parts: XmlPart[];
}

type XmlPart = { text: string } | { cdata: string } | { element: XmlElement };

/**
 * The parser never resolves entities or reads a DOCTYPE's DTD: a `<!DOCTYPE … SYSTEM "http://…">` is skipped
 * without a request, and no entity defined there can expand (no "billion laughs"). The five predefined entities
 * and character references are decoded afterwards, once, outside CDATA.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  preserveOrder: true,
  cdataPropName: '#cdata',
});

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes `&lt;`-style and numeric references in one pass; unknown entities stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return safeCodePoint(parseInt(ref.slice(2), 16)) ?? whole;
    if (ref.startsWith('#')) return safeCodePoint(parseInt(ref.slice(1), 10)) ?? whole;
    return PREDEFINED[ref] ?? whole;
  });
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

type RawNode = Record<string, unknown>;

const isRecord = (value: unknown): value is RawNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function textOfRaw(list: unknown): string {
  if (!Array.isArray(list)) return '';
  return list
    .map((node) => (isRecord(node) && typeof node['#text'] === 'string' ? node['#text'] : ''))
    .join('');
}

function toElement(node: RawNode): XmlElement | null {
  const name = Object.keys(node).find((key) => key !== ':@' && !key.startsWith('#') && !key.startsWith('?'));
  if (!name) return null;
  const attrsRaw = node[':@'];
  const attrs: Record<string, string> = {};
  if (isRecord(attrsRaw)) {
    for (const [key, value] of Object.entries(attrsRaw)) attrs[key] = decodeEntities(String(value));
  }
  const parts: XmlPart[] = [];
  const children: XmlElement[] = [];
  const raw = node[name];
  for (const child of Array.isArray(raw) ? raw : []) {
    if (!isRecord(child)) continue;
    if (typeof child['#text'] === 'string') parts.push({ text: child['#text'] });
    else if ('#cdata' in child) parts.push({ cdata: textOfRaw(child['#cdata']) });
    else {
      const element = toElement(child);
      if (element) {
        parts.push({ element });
        children.push(element);
      }
    }
  }
  return { name, attrs, children, parts };
}

/** The root elements of a document; throws on text that is not XML. */
export function parseXml(text: string): XmlElement[] {
  const raw: unknown = parser.parse(text);
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).flatMap((node) => {
    const element = toElement(node);
    return element ? [element] : [];
  });
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

export function firstNamed(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((child) => child.name === name);
}

/** Like the DOM's `textContent`: every text inside, entities decoded, CDATA as written. */
export function textContent(element: XmlElement | undefined): string {
  if (!element) return '';
  return element.parts
    .map((part) => {
      if ('text' in part) return decodeEntities(part.text);
      if ('cdata' in part) return part.cdata;
      return textContent(part.element);
    })
    .join('');
}
