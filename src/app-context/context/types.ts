import type { CurrencyCode, Locale } from '@/i18n/locales';
import type { CartData, CartItemData } from '@/contracts/cart';
import type { FooterGroup, NavigationLink, PromoBanner } from '@/contracts/shell';

/** A cart line as the cart endpoint returns it (docs/product.md#cart): productId plus the fields the cart page needs. */
export type CartItem = CartItemData;

/** The cart as GET /adonis/v1/cart/data returns it; a page may hand one over in its props. */
export type CartSnapshot = CartData;

/** The context's cart view (docs/product.md#cart): add/remove resolve true on success, false on failure. */
export interface CartView {
  items: CartItem[];
  totalX100: number;
  add: (productId: number) => Promise<boolean>;
  remove: (productId: number) => Promise<boolean>;
}

/** The logged-in customer, as far as the shell needs it (menu label). */
export interface AppUser {
  id: number;
  name: string;
  email: string | null;
}

/** docs/product.md#app-context "App context" — exactly these fields, nothing more. */
export interface AppContextValue {
  admin: boolean;
  promoBanner: PromoBanner | null;
  cart: CartView;
  currency: CurrencyCode;
  currencySymbol: string;
  defaultPhonePrefix: string;
  featureFlags: Record<string, boolean>;
  footer: FooterGroup[];
  headerNavigation: NavigationLink[];
  topNavigation: NavigationLink[];
  locale: Locale;
  protocol: 'http' | 'https';
  user: AppUser | null;
  setUser: (user: AppUser | null) => void;
  todayAddedBooksCount: number;
}

/** Why adding a copy to the cart failed (the add-to-cart button words it). */
export type CartAddFailure = 'sold' | 'held' | 'not_found' | 'unavailable' | 'cart_full' | 'failed';
export type CartAddOutcome = { ok: true } | { ok: false; reason: CartAddFailure };
