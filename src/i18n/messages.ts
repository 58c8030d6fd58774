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
 * What the layout itself translates on every page (header and its search box, footer, cart
 * modal, cookie banner, shared UI such as the book tile). A page ships these plus its own list,
 * so a listing does not carry the checkout's strings in its HTML. shellNamespaces.test.ts checks
 * the layout's sources against this list.
 */
export const SHELL_NAMESPACES = ['common', 'book-states', 'catalogue', 'consent'] as const satisfies readonly Namespace[];

/** The shell's namespaces plus a page's own, in NAMESPACES order, each once. */
export function pageNamespaces(own: readonly Namespace[]): Namespace[] {
  const wanted = new Set<Namespace>([...SHELL_NAMESPACES, ...own]);
  return NAMESPACES.filter((namespace) => wanted.has(namespace));
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

/** Messages for one storefront; an unknown locale falls back to cs like everything else (docs/product.md#locale-validation). */
export async function loadMessages(locale: unknown, namespaces: readonly Namespace[] = NAMESPACES): Promise<Messages> {
  const label = resolveLocale(locale);
  const entries = await Promise.all(namespaces.map(async (namespace) => [namespace, await loadNamespace(label, namespace)] as const));
  return Object.fromEntries(entries) as Messages;
}
