/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LOCALE_LABELS } from '@/i18n/locales';
import { emptyShell } from '@/app-context/page';
import { shellFixture } from '../testing/fixtures';
import { useAppContext } from './AppContext';
import { cartItemFixture } from '@/features/cart/testing/fixtures';
import { buildAppContextValue, cartViewFromSnapshot } from './appContextValue';
import type { AppContextValue } from './types';

/** docs/product.md#app-context lists exactly these fields; the context must not grow or lose any silently. */
const SPEC_FIELDS = [
  'admin', 'promoBanner', 'cart', 'currency', 'currencySymbol', 'defaultPhonePrefix', 'featureFlags', 'footer',
  'headerNavigation', 'topNavigation', 'locale', 'protocol', 'user', 'setUser', 'todayAddedBooksCount',
].sort();

function Probe({ onValue }: { onValue: (value: AppContextValue) => void }) {
  const value = useAppContext();
  onValue(value);
  return <span>{value.locale}</span>;
}

describe('AppContext', () => {
  it('defaults to the docs/product.md#defaults values outside any provider: cs, CZK, Kč, +420, https', () => {
    let seen: AppContextValue | undefined;
    render(<Probe onValue={(value) => (seen = value)} />);
    expect(screen.getByText('cs')).toBeInTheDocument();
    expect(seen).toMatchObject({ locale: 'cs', currency: 'CZK', currencySymbol: 'Kč', defaultPhonePrefix: '+420', protocol: 'https', user: null });
    expect(Object.keys(seen!).sort()).toEqual(SPEC_FIELDS);
  });

  it('takes navigation, footer, promo, flags and today’s count from the shell', () => {
    const shell = shellFixture();
    const value = buildAppContextValue({ locale: 'cs', shell, user: null, setUser: () => undefined });
    expect(Object.keys(value).sort()).toEqual(SPEC_FIELDS);
    expect(value).toMatchObject({
      topNavigation: shell.topNavigation,
      headerNavigation: shell.headerNavigation,
      footer: shell.footer,
      promoBanner: shell.promoBanner,
      featureFlags: shell.featureFlags,
      todayAddedBooksCount: 3,
    });
  });

  it.each(LOCALE_LABELS)('reads currency and phone prefix for %s from the locale table', (locale) => {
    const value = buildAppContextValue({ locale, shell: emptyShell(locale), user: null, setUser: () => undefined });
    expect(value.currency).toBe(locale === 'cs' ? 'CZK' : 'EUR');
    expect(value.currencySymbol).toBe(locale === 'cs' ? 'Kč' : '€');
    expect(value.defaultPhonePrefix).toMatch(/^\+\d+$/);
  });

  it('uses the country’s own prefix (de-AT +43) and the Czech one for en', () => {
    const build = (locale: 'de-AT' | 'en') => buildAppContextValue({ locale, shell: emptyShell(locale), user: null, setUser: () => undefined });
    expect(build('de-AT').defaultPhonePrefix).toBe('+43');
    expect(build('en').defaultPhonePrefix).toBe('+420');
  });

  it('outside the CartProvider has an empty, read-only cart (nothing to add to), whose add/remove say false', async () => {
    const { cart } = buildAppContextValue({ locale: 'cs', shell: emptyShell('cs'), user: null, setUser: () => undefined });
    expect(cart.items).toEqual([]);
    expect(cart.totalX100).toBe(0);
    await expect(cart.add(1)).resolves.toBe(false);
    await expect(cart.remove(1)).resolves.toBe(false);
  });

  it('exposes the cart view it is given — the CartProvider’s live cart (add/remove are tested in CartProvider.test)', () => {
    const view = { ...cartViewFromSnapshot({ items: [cartItemFixture({ productId: 7 })], priceTotalX100: 12900 }), add: async () => true };
    const { cart } = buildAppContextValue({ locale: 'cs', shell: emptyShell('cs'), cart: view, user: null, setUser: () => undefined });
    expect(cart).toBe(view);
    expect(cart.items.map((item) => item.productId)).toEqual([7]);
    expect(cart.totalX100).toBe(12900);
  });
});
