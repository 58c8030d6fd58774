/**
 * docs/architecture.md#all-locales: every user-visible string exists in all ten locales. Every locale must have
 * exactly cs's keys in every namespace, no empty strings, and the same ICU arguments as cs
 * (a translation that drops `{count}` or renames `{brand}` would render wrongly at run time).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALE_LABELS } from '@/i18n/locales';
import { NAMESPACES } from '@/i18n/messages';

const LOCALES_DIR = path.join(__dirname, '..', '..', 'locales');

type Tree = { [key: string]: string | Tree };

function readNamespace(locale: string, namespace: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') Object.assign(out, flatten(value, full));
    else out[full] = value;
  }
  return out;
}

/** Top-level ICU argument names: `{name}` and `{count, plural, …}`, not the words inside plural branches. */
function icuArguments(message: string): string[] {
  const argument = /\{\s*([A-Za-z_]\w*)\s*(?:\}|,\s*(?:plural|selectordinal|select|number|date|time)\b)/g;
  return [...new Set([...message.matchAll(argument)].map((m) => m[1]))].sort();
}

const others = LOCALE_LABELS.filter((locale) => locale !== DEFAULT_LOCALE);

describe.each([...NAMESPACES])('namespace %s', (namespace) => {
  const reference = flatten(readNamespace(DEFAULT_LOCALE, namespace));

  it(`${DEFAULT_LOCALE} is not empty`, () => {
    expect(Object.keys(reference).length).toBeGreaterThan(0);
  });

  it.each(LOCALE_LABELS)('%s has a file with only non-empty strings', (locale) => {
    const messages = flatten(readNamespace(locale, namespace));
    const bad = Object.entries(messages).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each(others)(`%s has exactly the keys of ${DEFAULT_LOCALE}`, (locale) => {
    const keys = Object.keys(flatten(readNamespace(locale, namespace))).sort();
    expect(keys).toEqual(Object.keys(reference).sort());
  });

  it.each(others)(`%s uses the same ICU arguments as ${DEFAULT_LOCALE}`, (locale) => {
    const messages = flatten(readNamespace(locale, namespace));
    const mismatched = Object.entries(reference)
      .filter(([key, value]) => JSON.stringify(icuArguments(String(value))) !== JSON.stringify(icuArguments(String(messages[key] ?? ''))))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe('book-states', () => {
  it('names the five conditions 1..5', () => {
    expect(Object.keys(readNamespace(DEFAULT_LOCALE, 'book-states')).sort()).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('docs/product.md#error-toasts error keys', () => {
  it.each(LOCALE_LABELS)('%s has global.alert.error and global.error.{status}', (locale) => {
    const common = flatten(readNamespace(locale, 'common'));
    for (const key of ['global.alert.error', ...[400, 401, 403, 404, 409, 500].map((s) => `global.error.${s}`)]) {
      expect(common[key]).toEqual(expect.any(String));
    }
  });
});
