import { SaxesParser } from 'saxes';
import { StatementFormatError } from './statement';

/** An XML element by its local name (namespaces are checked by the caller on the root only). */
export interface XmlElement {
  name: string;
  ns: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Deeper than this is no bank statement (camt.053 nests about 12 levels). */
const MAX_DEPTH = 40;

/**
 * A small element tree over saxes (a strict, non-validating parser that never fetches anything:
 * no external entities, no DTD processing — a DOCTYPE is refused outright). Malformed XML throws
 * StatementFormatError('MALFORMED_XML') with saxes' line:column message.
 */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const root: XmlElement = { name: '#document', ns: '', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  let failure: Error | null = null;
  parser.on('error', (e) => { failure ??= e; });
  parser.on('doctype', () => { failure ??= new Error('A DOCTYPE is not allowed in a bank statement'); });
  parser.on('opentag', (tag) => {
    const el: XmlElement = { name: tag.local, ns: tag.uri, attrs: {}, children: [], text: '' };
    for (const attr of Object.values(tag.attributes)) if (attr.uri === '') el.attrs[attr.local] = attr.value;
    stack[stack.length - 1]!.children.push(el);
    stack.push(el);
    if (stack.length > MAX_DEPTH) failure ??= new Error(`Elements nest deeper than ${MAX_DEPTH} levels`);
  });
  parser.on('text', (t) => { stack[stack.length - 1]!.text += t; });
  parser.on('cdata', (t) => { stack[stack.length - 1]!.text += t; });
  parser.on('closetag', () => { stack.pop(); });
  try {
    parser.write(text).close();
  } catch (e) {
    failure ??= e as Error;
  }
  if (failure) throw new StatementFormatError('MALFORMED_XML', `The XML is not well-formed: ${(failure as Error).message}`);
  const top = root.children[0];
  if (!top) throw new StatementFormatError('MALFORMED_XML', 'The XML has no root element');
  return top;
}

/** The first child on a path of local names ("Acct", "Id", "IBAN"), or null. */
export function child(el: XmlElement | null | undefined, ...path: string[]): XmlElement | null {
  let at: XmlElement | null | undefined = el;
  for (const name of path) {
    at = at?.children.find((c) => c.name === name);
    if (!at) return null;
  }
  return at ?? null;
}

export function children(el: XmlElement | null | undefined, name: string): XmlElement[] {
  return el ? el.children.filter((c) => c.name === name) : [];
}

/** Trimmed text at the path, or null when absent or blank. */
export function textAt(el: XmlElement | null | undefined, ...path: string[]): string | null {
  const found = child(el, ...path);
  const t = found?.text.trim();
  return t ? t : null;
}
