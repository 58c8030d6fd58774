/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { CartData } from '@/contracts/cart';
import type { Locale } from '@/i18n/locales';
import { loadMessages, type Messages } from '@/i18n/messages';
import { CartProvider } from '../components/CartProvider';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { cartDataKey } from '../api/getCartData';
import { apiError, installFakeApi, type FakeHandler } from '../testing/fakeApi';
import { cartDataFixture, cartItemFixture } from '../testing/fixtures';
import CartPage from './CartPage';

// The checkout form under the cart follows the API's next step with the router.
jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'cs', pathname: '/cart', asPath: '/kosik', query: {}, push: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }),
}));
// next/head writes into <head> only inside a Next app; here its children render in place.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));

/** Intl puts (narrow) no-break spaces in "1 290,00 Kč"; compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const NOW = Date.parse('2030-01-01T12:00:00.000Z');
const inMs = (ms: number) => new Date(NOW + ms).toISOString();
const MIN = 60_000;

const messages: Partial<Record<Locale, Messages>> = {};
beforeAll(async () => {
  for (const locale of ['cs', 'de-DE'] as const) messages[locale] = await loadMessages(locale);
});

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  jest.useRealTimers();
});

/** The page as the server seeded it: the cart under its SWR key, and the same cart handed to the provider. */
function page(cart: CartData, locale: Locale = 'cs') {
  return (
    <UiTestProviders locale={locale} messages={messages[locale]!} swrFallback={{ [cartDataKey()]: cart }}>
      <CartProvider locale={locale} seed={cart}>
        <CartPage />
      </CartProvider>
    </UiTestProviders>
  );
}

const renderPage = (cart: CartData, locale: Locale = 'cs') => render(page(cart, locale));

const babicka = cartItemFixture({ productId: 501, heldUntil: inMs(18 * MIN + 42_000) });
const bara = cartItemFixture({
  productId: 502, workId: 80, title: 'Divá Bára', authors: [], conditionId: 4, priceX100: 129000, heldUntil: inMs(20 * MIN),
});

describe('<CartPage>', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });

  it('shows an empty cart with a way back to the catalogue', () => {
    renderPage(cartDataFixture([]));
    expect(screen.getByRole('heading', { level: 1, name: 'Košík' })).toBeInTheDocument();
    expect(screen.getByText('Váš košík je prázdný.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prohlédnout nabídku knih' })).toHaveAttribute('href', '/p');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Souhrn' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pokladna' })).not.toBeInTheDocument();
  });

  it('lists every copy: linked title, authors, condition, price, its own remove button; then the total', () => {
    renderPage(cartDataFixture([babicka, bara]));
    const section = screen.getByRole('region', { name: '2 knihy v košíku' });
    const lines = within(section).getAllByRole('listitem');
    expect(lines).toHaveLength(2);

    const first = within(lines[0]);
    expect(first.getByRole('heading', { level: 3, name: 'Babička' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Babička' })).toHaveAttribute('href', '/g/77/b/501');
    expect(first.getByText('Božena Němcová')).toBeInTheDocument();
    expect(first.getByText('Stav: Velmi dobrý')).toBeInTheDocument();
    expect(plain(lines[0].textContent)).toContain('129,00 Kč');
    expect(first.getByRole('button', { name: 'Odebrat z košíku: Babička' })).toBeInTheDocument();
    expect(lines[0].querySelector('img')).toHaveAttribute('src', '/api/adonis/v1/covers/77.svg');

    const second = within(lines[1]);
    expect(second.getByText('Neznámý autor')).toBeInTheDocument();
    expect(second.getByText('Stav: Přijatelný')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Odebrat z košíku: Divá Bára' })).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Souhrn' });
    expect(plain(within(summary).getByRole('definition').textContent)).toBe('1 419,00 Kč');
    expect(within(summary).getByRole('term')).toHaveTextContent('Celkem za knihy');

    // The checkout form follows the cart, after the summary.
    const checkout = screen.getByRole('region', { name: 'Pokladna' });
    expect(summary.compareDocumentPosition(checkout) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('prices in EUR with German text on de-DE', () => {
    const item = cartItemFixture({ productId: 501, priceX100: 520, currency: 'EUR', heldUntil: inMs(10 * MIN) });
    renderPage(cartDataFixture([item]), 'de-DE');
    expect(screen.getByRole('region', { name: '1 Buch im Warenkorb' })).toBeInTheDocument();
    expect(screen.getByText('Zustand: Sehr gut')).toBeInTheDocument();
    expect(plain(within(screen.getByRole('region', { name: 'Übersicht' })).getByRole('definition').textContent)).toBe('5,20 €');
    expect(screen.getByRole('timer')).toHaveTextContent('Für Sie reserviert: noch 10:00');
  });

  it('counts each hold down every second, announcing only at 5 minutes, the last minute and the end; an expired copy stays', () => {
    renderPage(cartDataFixture([babicka]));
    const line = within(screen.getByRole('listitem'));
    const live = line.getByRole('status');
    expect(line.getByRole('timer')).toHaveTextContent('Rezervováno pro vás ještě 18:42');
    expect(live).toBeEmptyDOMElement();

    act(() => jest.advanceTimersByTime(1000));
    expect(line.getByRole('timer')).toHaveTextContent('Rezervováno pro vás ještě 18:41');
    act(() => jest.advanceTimersByTime(13 * MIN + 40_000));
    expect(line.getByRole('timer')).toHaveTextContent('ještě 5:01');
    expect(live).toBeEmptyDOMElement();

    act(() => jest.advanceTimersByTime(1000));
    expect(line.getByRole('timer')).toHaveTextContent('ještě 5:00');
    expect(live).toHaveTextContent('Rezervace knihy Babička vyprší za 5 minut.');

    act(() => jest.advanceTimersByTime(4 * MIN));
    expect(line.getByRole('timer')).toHaveTextContent('ještě 1:00');
    expect(live).toHaveTextContent('Rezervace knihy Babička vyprší za méně než minutu.');

    act(() => jest.advanceTimersByTime(MIN));
    expect(line.queryByRole('timer')).not.toBeInTheDocument();
    expect(line.getByText('Rezervace vypršela – výtisk může být stále k dispozici')).toBeInTheDocument();
    expect(live).toHaveTextContent('Rezervace knihy Babička vypršela. Výtisk může být stále k dispozici.');
    expect(line.getByRole('link', { name: 'Babička' })).toBeInTheDocument();
  });

  it('shows a hold that had already lapsed as expired at once, without announcing it', () => {
    renderPage(cartDataFixture([cartItemFixture({ heldUntil: null })]));
    const line = within(screen.getByRole('listitem'));
    expect(line.getByText('Rezervace vypršela – výtisk může být stále k dispozici')).toBeInTheDocument();
    expect(line.getByRole('status')).toBeEmptyDOMElement();
  });

  it('renders the reservation end as a clock time in server HTML, never a countdown that hydration would contradict', () => {
    const html = plain(renderToString(page(cartDataFixture([babicka]))));
    // 12:18:42 UTC is 13:18 in Prague.
    expect(html).toContain('Rezervováno pro vás do 13:18');
    expect(html).not.toContain('ještě');
  });

  it('tells politely which copies went to someone else, as a status message, until dismissed', () => {
    const cart = cartDataFixture([babicka], {
      removed: [
        { productId: 502, title: 'Divá Bára', reason: 'sold' },
        { productId: 503, title: 'Pohádky', reason: 'taken' },
      ],
    });
    renderPage(cart);
    const notice = screen.getAllByRole('status').find((el) => el.textContent?.includes('Některé knihy už v košíku nejsou'))!;
    expect(within(notice).getByRole('heading', { level: 2, name: 'Některé knihy už v košíku nejsou' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('Omlouváme se – tyto výtisky mezitím získali jiní čtenáři, proto jsme je z košíku odebrali:');
    const items = within(notice).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Divá Bára – prodáno', 'Pohádky – v objednávce jiného zákazníka']);

    fireEvent.click(within(notice).getByRole('button', { name: 'Rozumím' }));
    expect(screen.queryByText('Některé knihy už v košíku nejsou')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Babička' })).toBeInTheDocument();
  });
});

describe('<CartPage> removing a copy', () => {
  it('removes the line through the cart, then moves focus to the list heading', async () => {
    const before = cartDataFixture([babicka, bara]);
    const after = cartDataFixture([bara]);
    api = installFakeApi('cs', ({ method, url }) => {
      if (method === 'DELETE' && url === '/adonis/v1/cart/items/book/501') return { status: 200, body: after };
      if (url === '/adonis/v1/cart/data') return { status: 200, body: after };
      return { status: 200, body: { data: { items: [] } } };
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(before);

    fireEvent.click(screen.getByRole('button', { name: 'Odebrat z košíku: Babička' }));
    const heading = await screen.findByRole('heading', { name: '1 kniha v košíku' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('link', { name: 'Babička' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'DELETE', url: '/adonis/v1/cart/items/book/501' });
  });

  it('keeps the line and says so in place when the removal fails', async () => {
    api = installFakeApi('cs', () => apiError(500, 'INTERNAL_ERROR'));
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(cartDataFixture([babicka]));

    fireEvent.click(screen.getByRole('button', { name: 'Odebrat z košíku: Babička' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Knihu se nepodařilo odebrat. Zkuste to prosím znovu.');
    expect(screen.getByRole('link', { name: 'Babička' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odebrat z košíku: Babička' })).toHaveTextContent('Odebrat');
    expect(errorLog).toHaveBeenCalled();
    errorLog.mockRestore();
  });
});

describe('<CartPage> holding a lapsed copy again', () => {
  const lapsed = cartItemFixture({ productId: 501, heldUntil: null });

  it('offers "reserve again" only on a lapsed line; the answered cart shows the new countdown', async () => {
    const renewed = cartDataFixture([{ ...lapsed, heldUntil: inMs(20 * MIN) }, bara]);
    api = installFakeApi('cs', ({ method, url }) => {
      if (method === 'PUT' && url === '/adonis/v1/cart/items/book/501') return { status: 200, body: renewed };
      return apiError(500, 'INTERNAL_ERROR');
    });
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    renderPage(cartDataFixture([lapsed, bara]));
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(second!).queryByRole('button', { name: /Znovu rezervovat/ })).not.toBeInTheDocument();

    fireEvent.click(within(first!).getByRole('button', { name: 'Znovu rezervovat: Babička' }));
    await waitFor(() => expect(within(first!).getByRole('timer')).toHaveTextContent('Rezervováno pro vás ještě 20:00'));
    expect(within(first!).queryByRole('button', { name: 'Znovu rezervovat: Babička' })).not.toBeInTheDocument();
    expect(within(first!).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests).toEqual([expect.objectContaining({ method: 'PUT', url: '/adonis/v1/cart/items/book/501' })]);
  });

  it.each([
    [apiError(409, 'BOOK_NOT_AVAILABLE', { unavailable: [{ productId: 501, reason: 'held' }] }), 'Omlouváme se – tento výtisk si mezitím rezervoval nebo koupil někdo jiný.'],
    [apiError(500, 'INTERNAL_ERROR'), 'Knihu se nepodařilo znovu rezervovat. Zkuste to prosím znovu.'],
  ])('keeps the line and says why in place when it fails (%#)', async (reply, text) => {
    api = installFakeApi('cs', () => reply);
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(cartDataFixture([lapsed]));
    const line = within(screen.getByRole('listitem'));
    fireEvent.click(line.getByRole('button', { name: 'Znovu rezervovat: Babička' }));
    expect(await line.findByRole('alert')).toHaveTextContent(text);
    expect(line.getByText('Rezervace vypršela – výtisk může být stále k dispozici')).toBeInTheDocument();
    expect(line.getByRole('button', { name: 'Znovu rezervovat: Babička' })).toHaveTextContent('Rezervovat znovu');
    expect(errorLog).toHaveBeenCalledWith('Failed to hold the book again', 501, expect.anything());
    errorLog.mockRestore();
  });
});

describe('<CartPage> before the cart is known', () => {
  /** No server seed: the page loads the cart in the browser. */
  const renderUnseeded = (handler: FakeHandler) => {
    api = installFakeApi('cs', handler);
    return render(
      <UiTestProviders locale="cs" messages={messages.cs!}>
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
          <CartProvider locale="cs">
            <CartPage />
          </CartProvider>
        </SWRConfig>
      </UiTestProviders>,
    );
  };

  it('shows a loading state, then the cart', async () => {
    renderUnseeded(() => ({ status: 200, body: cartDataFixture([babicka]) }));
    expect(screen.getByText('Načítám…').closest('[role="status"]')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Babička' })).toBeInTheDocument();
  });

  it('shows an error state with a retry that loads the cart again', async () => {
    let fail = true;
    renderUnseeded(() => (fail ? apiError(500, 'INTERNAL_ERROR') : { status: 200, body: cartDataFixture([]) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Něco se pokazilo. Zkuste to prosím znovu.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Váš košík je prázdný.')).toBeInTheDocument();
  });
});
