import { currencyFor, DEFAULT_LOCALE, defaultPhonePrefix, protocolFor, type Locale } from '@/i18n/locales';
import type { ShellResponse } from '@/contracts/shell';
import type { AppContextValue, AppUser, CartSnapshot, CartView } from './types';

export const EMPTY_CART: Pick<CartSnapshot, 'items' | 'priceTotalX100'> = { items: [], priceTotalX100: 0 };

/**
 * A read-only cart view: what a component sees outside the CartProvider (the default context,
 * tests of other parts of the shell). There is no cart to change there, so add/remove honestly
 * report failure (false) rather than pretending a book was added.
 */
export function cartViewFromSnapshot(snapshot: Pick<CartSnapshot, 'items' | 'priceTotalX100'> = EMPTY_CART): CartView {
  return {
    items: snapshot.items,
    totalX100: snapshot.priceTotalX100,
    add: async () => false,
    remove: async () => false,
  };
}

export interface AppContextInput {
  locale: Locale;
  shell: ShellResponse;
  /** The live cart from the CartProvider; an empty read-only cart when left out. */
  cart?: CartView;
  user: AppUser | null;
  setUser: (user: AppUser | null) => void;
  admin?: boolean;
}

/** Everything locale-dependent comes from the locale table; the rest from the shell response. */
export function buildAppContextValue({ locale, shell, cart, user, setUser, admin = false }: AppContextInput): AppContextValue {
  return {
    admin,
    promoBanner: shell.promoBanner,
    cart: cart ?? cartViewFromSnapshot(EMPTY_CART),
    currency: currencyFor(locale).code,
    currencySymbol: currencyFor(locale).symbol,
    defaultPhonePrefix: defaultPhonePrefix(locale),
    featureFlags: shell.featureFlags,
    footer: shell.footer,
    headerNavigation: shell.headerNavigation,
    topNavigation: shell.topNavigation,
    locale,
    protocol: protocolFor(locale),
    user,
    setUser,
    todayAddedBooksCount: shell.todayAddedBooksCount,
  };
}

/** docs/product.md#defaults defaults — what a component sees outside any provider: cs, CZK, +420, https. */
export const DEFAULT_APP_CONTEXT: AppContextValue = {
  admin: false,
  promoBanner: null,
  cart: cartViewFromSnapshot(EMPTY_CART),
  currency: currencyFor(DEFAULT_LOCALE).code,
  currencySymbol: currencyFor(DEFAULT_LOCALE).symbol,
  defaultPhonePrefix: defaultPhonePrefix(DEFAULT_LOCALE),
  featureFlags: {},
  footer: [],
  headerNavigation: [],
  topNavigation: [],
  locale: DEFAULT_LOCALE,
  protocol: 'https',
  user: null,
  setUser: () => undefined,
  todayAddedBooksCount: 0,
};
