/** @jest-environment jsdom */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AccountOrderDetail, AccountOrderList, CurrentUser, Wallet } from '@/contracts/account';
import { loadMessages } from '@/i18n/messages';
import { HttpError } from '@/lib/http';
import { fetchShell } from '@/app-context/page/getShell';
import { shellFixture } from '@/app-context/testing/fixtures';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { currentUserKey, fetchCurrentUser } from '../api/currentUser';
import { fetchOrders, orderKey, ordersKey } from '../api/orders';
import { fetchWallet, walletKey } from '../api/billing';
import { batchesKey, leadsKey } from '../api/selling';
import type { BatchList } from '@/contracts/buyback';
import AccountOverviewPage from './AccountOverviewPage';
import AccountBooksPage from './AccountBooksPage';
import AccountOrdersPage from './AccountOrdersPage';
import AccountDetailsPage from './AccountDetailsPage';
import { accountOverviewProps } from './account.getServerSideProps';

let mockLocale = 'cs';
let mockQuery: Record<string, string> = {};
jest.mock('next/router', () => ({ useRouter: () => ({ locale: mockLocale, pathname: '/account', asPath: '/account', query: mockQuery, push: jest.fn() }) }));
jest.mock('@/app-context/page/getShell', () => ({ ...jest.requireActual('@/app-context/page/getShell'), fetchShell: jest.fn() }));
jest.mock('../api/currentUser', () => ({ ...jest.requireActual('../api/currentUser'), fetchCurrentUser: jest.fn() }));
jest.mock('../api/orders', () => ({ ...jest.requireActual('../api/orders'), fetchOrders: jest.fn() }));
jest.mock('../api/billing', () => ({ ...jest.requireActual('../api/billing'), fetchWallet: jest.fn() }));

const USER: CurrentUser = {
  id: 7, email: 'eva@example.cz', name: 'Eva Nová', phonePrefix: null, phone: null, nickname: null, bankAccount: null,
  identificationLevel: 'full_login', kind: 'buyer', notifications: { orderUpdates: true, watchdogs: true, newsletter: false },
  addresses: [], linkedProviders: [], createdAt: '2026-05-01T10:00:00.000Z',
};
const ORDERS: AccountOrderList = { items: [{ number: 'BT26000123', state: 'paid', currency: 'CZK', totalX100: 34900, itemCount: 2, createdAt: '2026-05-02T10:00:00.000Z', canCancel: false }] };
const WALLET: Wallet = { balances: [{ currency: 'CZK', balanceX100: 12000 }], entries: [] };

const nextContext = (resolvedUrl: string) => {
  const headers: Record<string, string> = {};
  return {
    req: { headers: { host: 'localhost:3000' }, socket: {} } as unknown as IncomingMessage,
    res: { statusCode: 200, setHeader: (k: string, v: string) => { headers[k] = v; } } as unknown as ServerResponse,
    query: {}, params: {}, resolvedUrl, locale: 'cs',
  } as GetServerSidePropsContext;
};

beforeEach(() => {
  mockLocale = 'cs';
  mockQuery = {};
  (fetchShell as jest.Mock).mockResolvedValue(shellFixture());
  (fetchOrders as jest.Mock).mockResolvedValue(ORDERS);
  (fetchWallet as jest.Mock).mockResolvedValue(WALLET);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('account pages', () => {
  it('send an anonymous visitor to the login page with the way back', async () => {
    (fetchCurrentUser as jest.Mock).mockRejectedValue(new HttpError('Log in first', 'bad_request', 401, 'NOT_LOGGED_IN'));
    const result = await accountOverviewProps(nextContext('/account/orders?order=BT26000123'));
    expect(result).toEqual({ redirect: { destination: '/login?returnTo=%2Faccount%2Forders%3Forder%3DBT26000123', permanent: false } });
  });

  it('a failure other than 401 is not mistaken for "logged out" (the error page, not a redirect)', async () => {
    (fetchCurrentUser as jest.Mock).mockRejectedValue(new HttpError('boom', 'bad_response', 500));
    const result = (await accountOverviewProps(nextContext('/account'))) as { props: { internalError?: boolean } };
    expect(result.props.internalError).toBe(true);
  });

  it('render the overview from the seeded customer, wallet and orders', async () => {
    (fetchCurrentUser as jest.Mock).mockResolvedValue(USER);
    const result = (await accountOverviewProps(nextContext('/account'))) as { props: { user: unknown; swrFallback: Record<string, unknown> } };
    expect(result.props.user).toEqual({ id: 7, name: 'Eva Nová', email: 'eva@example.cz' });
    expect(Object.keys(result.props.swrFallback).sort()).toEqual([currentUserKey(), ordersKey(), walletKey()].sort());

    render(
      <UiTestProviders locale="cs" messages={await loadMessages('cs')} swrFallback={result.props.swrFallback}>
        <AccountOverviewPage />
      </UiTestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Můj účet' })).toBeInTheDocument();
    expect(screen.getByText('Dobrý den, Eva Nová!')).toBeInTheDocument();
    expect(screen.getByText(/Zůstatek: 120,00\sKč/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BT26000123' })).toHaveAttribute('href', '/account/orders?order=BT26000123');
    expect(screen.getByRole('navigation', { name: 'Můj účet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přehled' })).toHaveAttribute('aria-current', 'page');
  });

  it('the books page is an honest empty state, linking to selling on its storefront (de-DE)', async () => {
    mockLocale = 'de-DE';
    render(
      <UiTestProviders locale="de-DE" messages={await loadMessages('de-DE')} swrFallback={{ [batchesKey()]: { items: [] }, [leadsKey()]: { items: [] } }}>
        <AccountBooksPage />
      </UiTestProviders>,
    );
    expect(screen.getByText(/Hier sehen Sie die Bücher, die Sie uns verkaufen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verkaufen Sie uns Ihre Bücher' })).toHaveAttribute('href', '/buecher-verkaufen');
  });

  it('the books page shows each batch with every book’s fate and price (cs)', async () => {
    mockLocale = 'cs';
    const batches: BatchList = { items: [{
      code: 'BB0000A1B2', state: 'processed', leadId: 3, currency: 'CZK', carrier: 'gls', service: 'courier_pickup', trackingNumber: null, pickupDate: '2026-12-01',
      labelUrl: null, payoutId: null, createdAt: '2026-11-27T10:00:00.000Z', history: [],
      books: [
        { isbn13: '9788072037216', title: 'Babička', condition: 'good', choice: 'cash', quotedX100: 4000, outcome: 'accepted', acceptedX100: 4000, refusalReason: null, refusalMessage: null },
        { isbn13: '9780306406157', title: 'Kytice', condition: 'good', choice: 'cash', quotedX100: 3000, outcome: 'refused', acceptedX100: null, refusalReason: 'condition', refusalMessage: 'Poškozená vazba' },
      ],
    }] };
    render(
      <UiTestProviders locale="cs" messages={await loadMessages('cs')} swrFallback={{ [batchesKey()]: batches, [leadsKey()]: { items: [] } }}>
        <AccountBooksPage />
      </UiTestProviders>,
    );
    const card = screen.getByRole('region', { name: 'Várka BB0000A1B2' });
    expect(within(card).getByText('Zkontrolováno')).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: /Babička/ })).toHaveTextContent(/Vykoupeno za 40/);
    expect(within(card).getByRole('row', { name: /Kytice/ })).toHaveTextContent('Nevykoupeno: Poškozená vazba');
  });

  it('the details page offers every section, with the customer’s values filled in (en)', async () => {
    mockLocale = 'en';
    render(
      <UiTestProviders locale="en" messages={await loadMessages('en')} swrFallback={{ [currentUserKey()]: { ...USER, phonePrefix: '+421', phone: '602123456' } }}>
        <AccountDetailsPage />
      </UiTestProviders>,
    );
    for (const name of ['Personal details', 'Notifications']) expect(screen.getByRole('group', { name })).toBeInTheDocument();
    for (const name of ['Change login e-mail', 'Delivery addresses', 'Other devices', 'Delete account']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Name')).toHaveValue('Eva Nová');
    expect(screen.getByLabelText('Dialling code')).toHaveValue('+421');
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  });

  it('the orders page opens ?order= with lines, history, invoice, extend and a confirmed cancel', async () => {
    mockQuery = { order: 'BT26000124' };
    const detail: AccountOrderDetail = {
      number: 'BT26000124', paymentCode: 'pc-abcdefghij', state: 'awaiting_payment', locale: 'cs', currency: 'CZK', email: 'eva@example.cz', name: 'Eva Nová',
      shipping: { method: 'packeta-pudo', kind: 'pudo', carrier: 'packeta', pudoLabel: 'Z-BOX' }, paymentMethod: 'bank-transfer',
      lines: [{ 'bookId': 5, title: 'Babička', conditionId: 2, priceX100: 19900, active: true }, { 'bookId': 6, title: 'Odebraná', conditionId: 2, priceX100: 100, active: false }],
      itemsX100: 19900, shippingX100: 7900, paymentFeeX100: 0, discountX100: 0, walletX100: 0, totalX100: 27800, voucherCode: null,
      createdAt: '2026-05-02T10:00:00.000Z', expiresAt: null, paidAt: null, lastPayment: null, canPay: true, canCancel: true, canExtend: true,
      parentNumber: null, awaitingConfirmation: false, history: [{ state: 'new', at: '2026-05-02T10:00:00.000Z' }, { state: 'awaiting_payment', at: '2026-05-02T10:00:01.000Z' }], hasInvoice: true,
      shipments: [{ carrier: 'Packeta', trackingNumber: 'Z1234567890', trackingUrl: 'https://tracking.packeta.com/cs/?id=Z1234567890', state: 'shipped', shippedAt: '2026-05-03T10:00:00.000Z', deliveredAt: null }],
    };
    render(
      <UiTestProviders locale="cs" messages={await loadMessages('cs')} swrFallback={{ [ordersKey()]: ORDERS, [orderKey('BT26000124')]: detail }}>
        <AccountOrdersPage />
      </UiTestProviders>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Objednávka BT26000124' })).toBeInTheDocument();
    expect(screen.getByText('Babička')).toBeInTheDocument();
    expect(screen.queryByText('Odebraná')).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Průběh objednávky' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent?.split(' — ')[0])).toEqual(['Přijatá', 'Čeká na platbu']);
    const parcels = screen.getByRole('region', { name: 'Zásilka' });
    expect(within(parcels).getByRole('link', { name: 'Sledovat zásilku Z1234567890 (Packeta)' })).toHaveAttribute('href', 'https://tracking.packeta.com/cs/?id=Z1234567890');
    expect(screen.getByRole('link', { name: 'Faktura BT26000124 (PDF)' })).toHaveAttribute('href', '/api/adonis/v1/users/current/invoices/BT26000124');
    expect(screen.getByRole('link', { name: 'Přidat knihy z košíku do této objednávky' })).toHaveAttribute('href', '/zaplatit/pc-abcdefghij');
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit objednávku' }));
    expect(screen.getByRole('group', { name: /Opravdu zrušit objednávku BT26000124/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ano, zrušit' })).toBeEnabled();
  });
});
