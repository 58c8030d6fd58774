/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PublicOrder } from '@/contracts/orders';
import { loadMessages, type Messages } from '@/i18n/messages';
import { apiRequest, HttpError, type RequestSpec } from '@/lib/http';
import { emptyShell } from '@/app-context/page';
import type { CartItemData } from '@/contracts/cart';
import { AppContext, buildAppContextValue, cartViewFromSnapshot } from '@/app-context/context';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { orderKey } from '../api/getOrderByCode';
import { navigateAway } from '../lib/browserNavigation';
import { orderFixture } from '../testing/fixtures';
import PayPage from './PayPage';

const mockPush = jest.fn(async (_href: string) => true);
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'cs', pathname: '/pay/[paymentCode]', asPath: '/zaplatit/x', query: {}, push: mockPush }) }));
jest.mock('@/lib/http', () => ({ ...jest.requireActual('@/lib/http'), apiRequest: jest.fn() }));
jest.mock('../lib/browserNavigation', () => ({ navigateAway: jest.fn() }));
const mockApi = apiRequest as jest.MockedFunction<typeof apiRequest>;
const specs = () => mockApi.mock.calls.map(([, spec]) => spec as RequestSpec<unknown>);

const cartItem = (productId: number): CartItemData => ({
  productId, type: 'book', 'bookId': productId, workId: 1, editionId: 1, title: `Kniha ${productId}`, authors: [], conditionId: 2,
  isbn13: null, isbn10: null, priceX100: 5000, currency: 'CZK', heldUntil: null,
});

/** Answers the order's own GET with `order` (pages refresh it after an action) and `action` for the rest. */
function stubApi(order: PublicOrder, action: () => Promise<unknown>) {
  mockApi.mockImplementation((async (_client: unknown, spec: RequestSpec<unknown>) =>
    spec.url === '/adonis/v1/orders/by-code/{paymentCode}' ? order : action()) as typeof apiRequest);
}

describe('<PayPage>', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });
  beforeEach(() => {
    mockPush.mockClear();
    (navigateAway as jest.Mock).mockClear();
    mockApi.mockReset();
  });

  function pageTree(order: PublicOrder, cartItems: CartItemData[] = []) {
    const cart = cartViewFromSnapshot({ items: cartItems, priceTotalX100: cartItems.reduce((sum, item) => sum + item.priceX100, 0) });
    const context = buildAppContextValue({ locale: 'cs', shell: emptyShell('cs'), user: null, setUser: () => undefined, cart });
    return (
      <UiTestProviders locale="cs" messages={messages} swrFallback={{ [orderKey(order.paymentCode)]: order }}>
        <AppContext.Provider value={context}>
          <PayPage paymentCode={order.paymentCode} />
        </AppContext.Provider>
      </UiTestProviders>
    );
  }

  const renderPage = (order: PublicOrder, cartItems: CartItemData[] = []) => render(pageTree(order, cartItems));

  it('keeps the pay buttons disabled in server HTML, so a click before the scripts run is not lost', () => {
    const html = renderToString(pageTree(orderFixture({ state: 'awaiting_payment', paymentMethod: 'comgate-card' })));
    const buttons = [...html.matchAll(/<button[^>]*>(?:(?!<\/button>).)*Zaplatit:(?:(?!<\/button>).)*<\/button>/g)].map((m) => m[0]);
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).toMatch(/ disabled=""/);
    renderPage(orderFixture({ state: 'awaiting_payment', paymentMethod: 'comgate-card' }));
    for (const button of screen.getAllByRole('button', { name: /Zaplatit:/ })) expect(button).toBeEnabled();
  });

  it('shows the bank transfer QR code as an image with the account details and the amount', () => {
    renderPage(orderFixture());
    expect(screen.getByRole('heading', { level: 1, name: 'Objednávka BT26000042' })).toBeInTheDocument();
    const transfer = screen.getByRole('region', { name: 'Platba převodem' });
    const qr = within(transfer).getByRole('img', { name: /QR kód pro platbu 379,00\sKč/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(within(transfer).getByText('CZ6508000000192000145399')).toBeInTheDocument();
    expect(within(transfer).getByText('19-2000145399/0800')).toBeInTheDocument();
    expect(within(transfer).getByText('2600000042')).toBeInTheDocument();
    expect(within(transfer).getAllByText(/379,00\sKč/).length).toBeGreaterThan(0);
    // The SVG never becomes part of the page's DOM.
    expect(document.querySelector('svg')).toBeNull();
  });

  it('lists only the copies still in the order, with the totals', () => {
    renderPage(orderFixture());
    const lines = screen.getByRole('list', { name: 'Knihy v objednávce' });
    expect(within(lines).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Babička'), expect.stringContaining('Krakatit')]);
    expect(screen.getByText('Knihy (2 kusy)')).toBeInTheDocument();
  });

  it('retries the payment with a method of this storefront and follows the API', async () => {
    const order = orderFixture({ paymentMethod: 'comgate-card', bankTransfer: null, lastPayment: { method: 'comgate-card', state: 'failed' } });
    stubApi(order, async () => ({ next: { kind: 'redirect', url: 'https://pay.example/T1' } }));
    renderPage(order);
    const retry = screen.getByRole('region', { name: 'Zaplatit znovu nebo jinak' });
    expect(within(retry).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Zaplatit: Kartou online', 'Zaplatit: Online bankovním tlačítkem', 'Zaplatit: Bankovním převodem',
    ]);
    fireEvent.click(within(retry).getByRole('button', { name: 'Zaplatit: Online bankovním tlačítkem' }));
    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith('https://pay.example/T1'));
    expect(specs()[0]).toMatchObject({ method: 'POST', url: '/adonis/v1/orders/by-code/{paymentCode}/pay', params: { paymentCode: 'PC-42abcdef' }, data: { method: 'comgate-bank' } });
  });

  it('says so when the order can no longer be paid', async () => {
    stubApi(orderFixture(), async () => {
      throw new HttpError('no', 'bad_request', 409, 'ORDER_NOT_PAYABLE');
    });
    renderPage(orderFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Zaplatit: Kartou online' }));
    expect(await screen.findByText('Tuto objednávku už nelze zaplatit.')).toBeInTheDocument();
  });

  it('cancels only after confirmation and shows the cancelled order', async () => {
    const cancelled = orderFixture({ state: 'cancelled', canPay: false, canCancel: false, canExtend: false });
    stubApi(cancelled, async () => cancelled);
    renderPage(orderFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit objednávku' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zrušit objednávku BT26000042?' });
    expect(mockApi).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ano, zrušit objednávku' }));
    expect(await screen.findByText('Objednávka byla zrušena.')).toBeInTheDocument();
    expect(specs()[0]).toMatchObject({ method: 'PUT', url: '/adonis/v1/orders/by-code/{paymentCode}/cancel' });
    expect(screen.queryByRole('button', { name: /Zaplatit:/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR kód/ })).not.toBeInTheDocument();
  });

  it('offers adding the cart’s copies to an open order only when the cart holds some', async () => {
    const { unmount } = renderPage(orderFixture());
    expect(screen.getByRole('heading', { name: 'Přidat do objednávky další knihy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /z košíku/ })).not.toBeInTheDocument();
    unmount();

    stubApi(orderFixture(), async () => ({ orderNumber: 'BT26000042', paymentCode: 'PC-42abcdef', totalX100: 52900, next: { kind: 'pay_page' } }));
    renderPage(orderFixture(), [cartItem(77), cartItem(78), cartItem(79)]);
    fireEvent.click(screen.getByRole('button', { name: 'Přidat 3 knihy z košíku' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/zaplatit/PC-42abcdef'));
    expect(specs()[0]).toMatchObject({ method: 'PUT', url: '/adonis/v1/orders/by-code/{paymentCode}/extend', data: { paymentMethod: 'bank-transfer' } });
  });

  it('hides paying, cancelling and extending once the order is paid', () => {
    renderPage(orderFixture({ state: 'paid', canPay: false, canCancel: false, canExtend: false, paidAt: '2026-12-01T11:00:00.000Z' }));
    expect(screen.getByText(/Objednávka je zaplacená\./)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
