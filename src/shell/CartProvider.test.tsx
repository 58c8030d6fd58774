/** @jest-environment jsdom */
import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { AppProps } from 'next/app';
import type { Router } from 'next/router';
import toast from 'react-hot-toast';
import { SWRConfig } from 'swr';
import type { CartData } from '@/contracts/cart';
import type { Locale } from '@/i18n/locales';
import { loadMessages, type Messages } from '@/i18n/messages';
import { cartDataKey } from '@/features/cart';
import { apiError, installFakeApi, type FakeHandler } from '@/features/cart/testing/fakeApi';
import { bookSummaryFixture, cartDataFixture, cartItemFixture } from '@/features/cart/testing/fixtures';
import App from './App';
import type { ShellPageProps } from '@/app-context/page/pageProps';
import { shellFixture } from '@/app-context/testing/fixtures';
import { useAppContext } from '@/app-context/context';

let mockRouterLocale = 'cs';
jest.mock('next/router', () => {
  const events = { on: jest.fn(), off: jest.fn(), emit: jest.fn() };
  const router = () => ({ locale: mockRouterLocale, pathname: '/', asPath: '/', query: {}, events });
  return { __esModule: true, default: { events }, useRouter: router };
});

/** A page that uses the cart exactly as the spec's context offers it. */
function CartProbe() {
  const { cart } = useAppContext();
  const [result, setResult] = useState('');
  return (
    <div>
      <button type="button" onClick={async () => setResult(`add:${await cart.add(502)}`)}>probe add</button>
      <button type="button" onClick={async () => setResult(`remove:${await cart.remove(501)}`)}>probe remove</button>
      <output>{result}</output>
      <p>total {cart.totalX100}</p>
    </div>
  );
}

const messages: Partial<Record<Locale, Messages>> = {};
beforeAll(async () => {
  for (const locale of ['cs', 'de-DE'] as const) messages[locale] = await loadMessages(locale);
});

/** cart_update events as pushed (the app also pushes page views; every event carries the page fields). */
const cartUpdates = () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'cart_update');
const HOME_PAGE_FIELDS = { pageType: 'homepage', pageArea: 'home page', location: 'http://localhost/', value: null, index: null };

const czk = (productId: number, priceX100: number) => cartItemFixture({ productId, priceX100, currency: 'CZK' });
const eur = (productId: number, priceX100: number) => cartItemFixture({ productId, priceX100, currency: 'EUR' });

let api: ReturnType<typeof installFakeApi> | undefined;
let errorLog: jest.SpyInstance;
let toastError: jest.SpyInstance;

beforeEach(() => {
  delete window.dataLayer;
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  toastError = jest.spyOn(toast, 'error');
});
afterEach(() => {
  document.cookie = 'bt_ch=; max-age=0';
  document.cookie = 'bt_li=; max-age=0';
  api?.restore();
  api = undefined;
  errorLog.mockRestore();
  toastError.mockRestore();
  act(() => toast.remove());
});

function renderApp(locale: Locale, handler: FakeHandler, page: { cart?: CartData; swrFallback?: Record<string, unknown> } = {}) {
  mockRouterLocale = locale;
  api = installFakeApi(locale, handler);
  const pageProps: Partial<ShellPageProps> = {
    locale,
    messages: messages[locale],
    shell: shellFixture({ locale }),
    swrFallback: page.swrFallback ?? {},
    cart: page.cart,
  };
  const props = { Component: CartProbe, pageProps, router: {} as Router } as unknown as AppProps<Partial<ShellPageProps>>;
  // A fresh SWR cache per test; the App's own SWR config (with its error toasts) sits inside.
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App {...props} />
    </SWRConfig>,
  );
}

const header = () => screen.getByRole('banner');

describe('CartProvider in the app (docs/product.md#cart, #cart-actions, #silent-failures)', () => {
  it('add(): POSTs, refetches, pushes cart_update with the CZK price on cs, resolves true; the header count follows', async () => {
    const before = cartDataFixture([czk(501, 12900)]);
    const after = cartDataFixture([czk(501, 12900), cartItemFixture({ productId: 502, title: 'Divá Bára', priceX100: 9950, conditionId: 3 })]);
    const book = bookSummaryFixture({ 'bookId': 502, priceCzkX100: 9950, priceEurX100: 410, conditionId: 3, isbn13: null, isbn10: '8020400000' });
    renderApp('cs', ({ method, url }) => {
      if (method === 'POST' && url === '/adonis/v1/cart/items') return { status: 200, body: after };
      if (url === '/adonis/v1/cart/data') return { status: 200, body: after };
      if (url === '/adonis/v1/books/by-book-ids?bookIds=502') return { status: 200, body: { data: { items: [book] } } };
      return apiError(404, 'NOT_FOUND');
    }, { cart: before });

    expect(within(header()).getByRole('link', { name: 'Košík, 1 kniha' })).toHaveAttribute('href', '/kosik');
    expect(api!.requests).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'probe add' }));
    expect(await screen.findByText('add:true')).toBeInTheDocument();

    expect(api!.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /adonis/v1/cart/items',
      'GET /adonis/v1/cart/data',
      'GET /adonis/v1/books/by-book-ids?bookIds=502',
    ]);
    expect(api!.requests.every((r) => r.headers['Accept-Language'] === 'cs')).toBe(true);
    expect(cartUpdates()).toEqual([
      {
        ...HOME_PAGE_FIELDS,
        event: 'cart_update',
        action: 'add',
        books: after.items,
        quantity: 2,
        totalPrice: 228.5,
        updatedBook: { ...book, isbn: '8020400000', price: 99.5, condition: { id: 3, title: 'Dobrý' } },
      },
    ]);
    expect(within(header()).getByRole('link', { name: 'Košík, 2 knihy' })).toBeInTheDocument();
    expect(screen.getByText('total 22850')).toBeInTheDocument();
  });

  it('remove(): DELETEs the copy, pushes cart_update with the EUR price and German condition on de-DE, resolves true', async () => {
    const before = cartDataFixture([eur(501, 520), eur(502, 399)]);
    const after = cartDataFixture([eur(502, 399)]);
    const book = bookSummaryFixture({ 'bookId': 501, priceCzkX100: 12900, priceEurX100: 520, conditionId: 2 });
    renderApp('de-DE', ({ method, url }) => {
      if (method === 'DELETE' && url === '/adonis/v1/cart/items/book/501') return { status: 200, body: after };
      if (url === '/adonis/v1/cart/data') return { status: 200, body: after };
      if (url === '/adonis/v1/books/by-book-ids?bookIds=501') return { status: 200, body: { data: { items: [book] } } };
      return apiError(404, 'NOT_FOUND');
    }, { swrFallback: { [cartDataKey()]: before } });

    expect(within(header()).getByRole('link', { name: 'Warenkorb, 2 Bücher' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'probe remove' }));
    expect(await screen.findByText('remove:true')).toBeInTheDocument();

    expect(cartUpdates()).toEqual([
      {
        ...HOME_PAGE_FIELDS,
        event: 'cart_update',
        action: 'remove',
        books: after.items,
        quantity: 1,
        totalPrice: 3.99,
        updatedBook: { ...book, isbn: '9788020412345', price: 5.2, condition: { id: 2, title: 'Sehr gut' } },
      },
    ]);
    expect(within(header()).getByRole('link', { name: 'Warenkorb, 1 Buch' })).toBeInTheDocument();
  });

  it.each([
    ['add', 'POST', apiError(409, 'BOOK_NOT_AVAILABLE', { unavailable: [{ productId: 502, reason: 'held' }] })],
    ['remove', 'DELETE', apiError(500, 'INTERNAL_ERROR')],
  ] as const)('a failed %s resolves false, logs, and shows nothing: no toast, no event, cart unchanged', async (action, method, reply) => {
    const before = cartDataFixture([czk(501, 12900)]);
    renderApp('cs', (request) => (request.method === method ? reply : { status: 200, body: before }), { cart: before });

    fireEvent.click(screen.getByRole('button', { name: `probe ${action}` }));
    expect(await screen.findByText(`${action}:false`)).toBeInTheDocument();

    expect(api!.requests.map((r) => r.method)).toEqual([method]);
    expect(errorLog).toHaveBeenCalledWith(expect.stringMatching(/^Failed to (add|remove) the book/), expect.any(Number), expect.anything());
    expect(cartUpdates()).toEqual([]);
    expect(within(header()).getByRole('link', { name: 'Košík, 1 kniha' })).toBeInTheDocument();
    // Give a toast every chance to appear before saying there is none.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toastError).not.toHaveBeenCalled();
    expect(screen.queryByText(/Mezitím došlo ke změně|Na našem serveru došlo k chybě/)).not.toBeInTheDocument();
  });

  it('still toasts a failed cart read (the generic path), which shows the silence above is specific to add/remove', async () => {
    document.cookie = 'bt_ch=1';
    renderApp('cs', () => apiError(500, 'INTERNAL_ERROR'));
    expect(await screen.findByText('Na našem serveru došlo k chybě. Zkuste to prosím za chvíli.')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalled();
  });

  it('loads the cart in the browser when the page brought none and the cart hint says there is one, for the header count', async () => {
    document.cookie = 'bt_ch=1';
    renderApp('cs', ({ url }) => (url === '/adonis/v1/cart/data' ? { status: 200, body: cartDataFixture([czk(501, 100), czk(502, 200)]) } : apiError(404, 'NOT_FOUND')));
    expect(within(header()).getByRole('link', { name: 'Košík, prázdný' })).toBeInTheDocument();
    expect(await within(header()).findByRole('link', { name: 'Košík, 2 knihy' })).toBeInTheDocument();
    expect(api!.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /adonis/v1/cart/data']);
  });

  it('asks for no cart on a first visit (no cart hint, not logged in): the header says empty', async () => {
    renderApp('cs', ({ url }) => (url === '/adonis/v1/cart/data' ? { status: 200, body: cartDataFixture([czk(501, 100)]) } : apiError(404, 'NOT_FOUND')));
    expect(within(header()).getByRole('link', { name: 'Košík, prázdný' })).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(api!.requests).toEqual([]);
    expect(within(header()).getByRole('link', { name: 'Košík, prázdný' })).toBeInTheDocument();
  });

  it('asks for the cart of a logged-in visitor without a cart hint (an account keeps its cart)', async () => {
    document.cookie = 'bt_li=1';
    renderApp('cs', ({ url }) => (url === '/adonis/v1/cart/data' ? { status: 200, body: cartDataFixture([czk(501, 100)]) } : apiError(404, 'NOT_FOUND')));
    expect(await within(header()).findByRole('link', { name: 'Košík, 1 kniha' })).toBeInTheDocument();
  });
});
