import type { AbstractIntlMessages } from 'next-intl';
import { resolveLocale, type Locale } from './locales';

/**
 * UI strings live in locales/<locale>/<namespace>.json (docs/architecture.md#localization) and reach next-intl as
 * `{ common: {...}, 'book-states': {...} }`, so components call useTranslations('common') or
 * useTranslations('book-states') and `t('1')` gives condition 1's title.
 */
export const DEFAULT_NAMESPACE = 'common';
export const NAMESPACES = ['common', 'book-states', 'catalogue', 'book', 'authors', 'cart', 'checkout', 'consent', 'content', 'account', 'engagement', 'buyback', 'commission'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Messages = Partial<Record<Namespace, AbstractIntlMessages>>;

/**
 * A part of a namespace, by its dotted path ('engagement.wishlist', 'engagement.watchdog.button'):
 * a page whose components use a few keys of a large namespace ships only those subtrees, under
 * the same paths, so `useTranslations('engagement')` and `t('wishlist.addCopy')` work unchanged.
 */
export type NamespacePart = `${Namespace}.${string}`;
/** What a page asks for: whole namespaces or parts of them. */
export type MessageSource = Namespace | NamespacePart;

/**
 * What the layout itself translates on every page (header and its search suggestions, footer,
 * cart modal, cookie banner, the error views, shared UI such as the book tile). A page ships these
 * plus its own list, so a copy page carries neither the checkout's strings nor the listing's.
 * tests/unit/page-namespaces.test.ts checks the shell's modules (pages/_app's imports) against it.
 */
export const SHELL_MESSAGES = ['common', 'book-states', 'consent', 'catalogue.suggest'] as const satisfies readonly MessageSource[];

const namespaceOf = (source: MessageSource): Namespace => source.split('.')[0] as Namespace;

/**
 * The shell's namespaces plus a page's own, in NAMESPACES order, each once; then the parts of
 * namespaces the page does not take whole.
 */
export function pageNamespaces(own: readonly MessageSource[]): MessageSource[] {
  const wanted = new Set<MessageSource>([...SHELL_MESSAGES, ...own]);
  const whole = NAMESPACES.filter((namespace) => wanted.has(namespace));
  // A part inside another wanted part ('engagement.watchdog.button' with 'engagement.watchdog') goes too.
  const parts = [...wanted]
    .filter((source) => source.includes('.') && !whole.includes(namespaceOf(source)))
    .filter((source, _, all) => !all.some((other) => source.startsWith(`${other}.`)))
    .sort();
  return [...whole, ...parts];
}

/**
 * A dynamic import (not fs) so the bundler ships the JSON with the server build — nothing depends
 * on the working directory at run time — and the same loader also works in _error's
 * getInitialProps on the client. The locale is resolved first, so only known folders are read.
 */
async function loadNamespace(locale: Locale, namespace: Namespace): Promise<AbstractIntlMessages> {
  const loaded = (await import(`../../locales/${locale}/${namespace}.json`)) as { default?: AbstractIntlMessages };
  return (loaded.default ?? loaded) as AbstractIntlMessages;
}

/** `tree` with the subtree at `path` copied into `into` under the same path; a missing path throws. */
function copyPath(tree: AbstractIntlMessages, path: readonly string[], into: AbstractIntlMessages, source: string): void {
  const [key, ...rest] = path;
  const value = tree[key];
  if (value === undefined) throw new Error(`messages: ${source} names no message`);
  if (rest.length === 0) {
    into[key] = value;
    return;
  }
  if (typeof value === 'string') throw new Error(`messages: ${source} goes below a message`);
  const existing = into[key];
  const branch: AbstractIntlMessages = typeof existing === 'object' ? existing : (into[key] = {});
  copyPath(value, rest, branch, source);
}

/**
 * Messages for one storefront; an unknown locale falls back to cs like everything else
 * (docs/product.md#locale-validation). A part ('engagement.wishlist') brings only that subtree.
 */
export async function loadMessages(locale: unknown, sources: readonly MessageSource[] = NAMESPACES): Promise<Messages> {
  const label = resolveLocale(locale);
  const messages: Messages = {};
  const namespaces = [...new Set(sources.map(namespaceOf))];
  const loaded = await Promise.all(namespaces.map((namespace) => loadNamespace(label, namespace)));
  namespaces.forEach((namespace, i) => {
    if (sources.includes(namespace)) messages[namespace] = loaded[i];
  });
  for (const source of sources) {
    const namespace = namespaceOf(source);
    // A whole namespace, or a part inside another listed part, is already there.
    if (source === namespace || sources.some((other) => source.startsWith(`${other}.`))) continue;
    copyPath(loaded[namespaces.indexOf(namespace)], source.split('.').slice(1), (messages[namespace] ??= {}), source);
  }
  return messages;
}
