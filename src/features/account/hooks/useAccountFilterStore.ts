import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { browserClient } from '@/lib/http';
import type { PersistentFilterStore } from '@/features/language-filter';
import { useAppContext } from '@/app-context/context';
import { createServerFilterStore } from '../lib/serverFilterStore';

/**
 * The store for useLanguageFilter({ store }): the server's for a logged-in customer, undefined
 * (the cookie) for an anonymous visitor (docs/product.md#anonymous-vs-logged-in).
 */
export function useAccountFilterStore(): PersistentFilterStore | undefined {
  const locale = useLocale();
  const loggedIn = useAppContext().user !== null;
  return useMemo(() => (loggedIn ? createServerFilterStore(() => browserClient(locale)) : undefined), [loggedIn, locale]);
}
