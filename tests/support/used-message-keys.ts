/**
 * What a page's code translates with, read from its sources (for the namespace checks of
 * tests/unit/page-namespaces.test.ts): the modules a page can render, found through its imports the
 * way a bundler's tree shaking finds them, and every `t('key')` in them as `namespace.key`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { NAMESPACES } from '../../src/i18n/messages';

const ROOT = resolve(__dirname, '..', '..');
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

/** A module specifier as a file of ours, or null for a package (and for JSON, CSS, assets). */
export function resolveModule(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  if (/\.(json|css|svg|png)$/.test(base)) return null;
  for (const extension of ['', ...EXTENSIONS]) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile() && /\.tsx?$/.test(file)) return file;
  }
  throw new Error(`cannot resolve ${specifier} from ${relative(ROOT, from)}`);
}

/** Imports of a source: the names asked for ('*' for all of the module), type-only ones left out. */
interface Edge {
  specifier: string;
  names: string[] | '*';
}

const ALL = '*' as const;

function namesOf(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0].trim());
}

/** The modules a source uses at run time, and what of them. */
function importsOf(source: string): Edge[] {
  const edges: Edge[] = [];
  for (const [, clause, specifier] of source.matchAll(/^import\s+(?!type\s)([^'";]*?)\s+from\s+['"]([^'"]+)['"]/gms)) {
    const braces = /\{([^}]*)\}/.exec(clause);
    const names = braces ? namesOf(braces[1]) : [];
    const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
    // A default or namespace import: the whole module (a default export is its own code anyway).
    if (outside) edges.push({ specifier, names: ALL });
    else if (names.length > 0) edges.push({ specifier, names });
  }
  for (const [, specifier] of source.matchAll(/^import\s+['"]([^'"]+)['"]/gm)) edges.push({ specifier, names: ALL });
  for (const [, specifier] of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) edges.push({ specifier, names: ALL });
  return edges;
}

/** A module's re-exports (`export { a, b as c } from`, `export * from`): which names lead where. */
function reExportsOf(source: string): Array<{ specifier: string; names: Map<string, string> | '*' }> {
  const found: Array<{ specifier: string; names: Map<string, string> | '*' }> = [];
  for (const [, list, specifier] of source.matchAll(/^export\s+(?!type\s)\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/gm)) {
    const names = new Map<string, string>();
    for (const part of list.split(',').map((p) => p.trim()).filter((p) => p && !p.startsWith('type '))) {
      const [inner, outer = inner] = part.split(/\s+as\s+/).map((s) => s.trim());
      names.set(outer, inner);
    }
    found.push({ specifier, names });
  }
  for (const [, specifier] of source.matchAll(/^export\s+\*\s+from\s+['"]([^'"]+)['"]/gm)) found.push({ specifier, names: ALL });
  // `export * as name from`: the name is the whole module.
  for (const [, name, specifier] of source.matchAll(/^export\s+\*\s+as\s+(\w+)\s+from\s+['"]([^'"]+)['"]/gm)) {
    found.push({ specifier, names: new Map([[name, ALL]]) });
  }
  return found;
}

/** A module with nothing but re-exports (a feature's index): only the names asked for lead on. */
function isBarrel(source: string): boolean {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^export\s+(type\s+)?(\{[^}]*\}|\*(\s+as\s+\w+)?)\s+from\s+['"][^'"]+['"];?\s*$/gm, '')
    .replace(/^import\s+type\s[^;]+;\s*$/gm, '')
    .trim();
  return code === '';
}

/**
 * Every module of ours that `entry` can run, following named imports through barrels only to the
 * modules that export those names (a page importing `CartProvider` from '@/features/cart' does not
 * carry the cart page). Dynamic imports count: their chunk renders with the page when used.
 */
export function reachableModules(entry: string, skip: (file: string) => boolean = () => false): string[] {
  const whole = new Set<string>();
  const askedOfBarrel = new Map<string, Set<string>>();
  const queue: Array<{ file: string; names: string[] | '*' }> = [{ file: resolve(entry), names: ALL }];
  while (queue.length > 0) {
    const { file, names } = queue.pop()!;
    if (skip(file) || whole.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    if (isBarrel(source) && names !== ALL) {
      const asked = askedOfBarrel.get(file) ?? new Set<string>();
      const fresh = names.filter((name) => !asked.has(name));
      if (fresh.length === 0) continue;
      fresh.forEach((name) => asked.add(name));
      askedOfBarrel.set(file, asked);
      for (const { specifier, names: exported } of reExportsOf(source)) {
        const target = resolveModule(specifier, file);
        if (!target) continue;
        if (exported === ALL) queue.push({ file: target, names: fresh });
        else {
          const inner = fresh.filter((name) => exported.has(name)).map((name) => exported.get(name)!);
          if (inner.length > 0) queue.push({ file: target, names: inner.includes('default') || inner.includes(ALL) ? ALL : inner });
        }
      }
      continue;
    }
    whole.add(file);
    for (const edge of [...importsOf(source), ...reExportsOf(source).map(({ specifier }) => ({ specifier, names: ALL }))]) {
      const target = resolveModule(edge.specifier, file);
      if (target) queue.push({ file: target, names: edge.names });
    }
  }
  return [...whole].map((file) => relative(ROOT, file)).sort();
}

/** A key no page ships: a use of translations this check cannot read fails the page's test. */
export const UNREADABLE = '?unreadable: useTranslations in a form other than `const t = useTranslations(\'namespace\')`';

/** The source without comments (a comment quoting `useTranslations('x')` is not a call). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/**
 * Every translated key of a source file as `namespace.key` ('admin.orders' namespaces too):
 * - a key written out: `namespace.key`;
 * - a key built at run time: its written part and `*` (`cart.add.failure.*`), covered only by
 *   what ships everything under that prefix;
 * - a key not written out (t(name)), or a translator handed on as a value (to a helper, a form, a
 *   prop, a ternary): `namespace.`, the whole namespace;
 * - any other way of calling useTranslations: UNREADABLE.
 */
export function usedKeys(text: string): string[] {
  const source = withoutComments(text);
  const keys: string[] = [];
  const declarations = [...source.matchAll(/(?:const|let) (\w+) = useTranslations\(\s*['"]([\w.-]+)['"]\s*\)/g)];
  if ((source.match(/\buseTranslations\s*[(<]/g) ?? []).length !== declarations.length) keys.push(UNREADABLE);
  for (const [, name, namespace] of declarations) {
    const calls = new RegExp(`(?<![\\w.$])${name}(?:\\.(?:rich|markup|raw|has))?\\(\\s*(['"\`]?)([^'"\`)]*)`, 'g');
    for (const [, quote, written] of source.matchAll(calls)) {
      if (!quote) keys.push(`${namespace}.`);
      else if (quote === '`' && written.includes('${')) keys.push(`${namespace}.${written.split('${')[0]}*`);
      else keys.push(`${namespace}.${written}`);
    }
    // Any other mention of the translator: handed on. Not its declaration, not a call, not an
    // object key or a parameter's type (`{ t: …`, `(t: …`), not a property of something else.
    const mentions = new RegExp(`(?<![\\w.$])${name}\\b(?!\\s*(?:\\(|\\.(?:rich|markup|raw|has)\\(|=\\s*useTranslations))`, 'g');
    const handedOn = [...source.matchAll(mentions)].some((mention) => {
      const after = source.slice(mention.index + name.length).trimStart();
      return !(after.startsWith(':') && /[{,(]$/.test(source.slice(0, mention.index).trimEnd()));
    });
    if (handedOn) keys.push(`${namespace}.`);
  }
  // Messages read as an object (`useMessages().catalogue`, `pageProps.messages?.consent`): the whole namespace.
  for (const [, namespace] of source.matchAll(/\b(?:useMessages\(\)|messages)\??\.(\w+)/g)) {
    if ((NAMESPACES as readonly string[]).includes(namespace)) keys.push(`${namespace}.`);
  }
  return keys;
}

/** `key` (as usedKeys writes it) is among what `sources` ship. */
export function covered(sources: readonly string[], key: string): boolean {
  if (key.endsWith('*')) return sources.some((source) => key.slice(0, -1).startsWith(`${source}.`));
  return sources.some((source) => key.startsWith(`${source}.`) || key === source);
}
