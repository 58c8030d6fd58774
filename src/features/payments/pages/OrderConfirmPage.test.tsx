/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { apiRequest, HttpError } from '@/lib/http';
import { loadMessages, type Messages } from '@/i18n/messages';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import OrderConfirmPage from './OrderConfirmPage';
import { orderFixture } from '../testing/fixtures';
import { orderGuidance } from '../lib/orderGuidance';
import ThankYouPage from './ThankYouPage';
import { orderKey } from '../api/getOrderByCode';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'cs', pathname: '/', asPath: '/', query: {}, push: jest.fn() }) }));
jest.mock('@/lib/http', () => ({ ...jest.requireActual('@/lib/http'), apiRequest: jest.fn() }));
const mockApi = apiRequest as jest.MockedFunction<typeof apiRequest>;

const TOKEN = 'a'.repeat(43);
let messages: Messages;
beforeAll(async () => {
  messages = await loadMessages('cs');
});
beforeEach(() => mockApi.mockReset());

const renderPage = (token: string | null) =>
  render(
    <UiTestProviders locale="cs" messages={messages}>
      <OrderConfirmPage token={token} />
    </UiTestProviders>,
  );

describe('order confirmation page', () => {
  it('confirms once when it runs in the browser and links to the order', async () => {
    mockApi.mockResolvedValueOnce({ paymentCode: 'PC-42abcdef', number: 'BT26000042', paymentMethod: 'cash-on-delivery' });
    renderPage(TOKEN);
    expect(await screen.findByText(/objednávka BT26000042 je potvrzená/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobrazit objednávku' })).toHaveAttribute('href', '/dekujeme?code=PC-42abcdef');
    expect(mockApi).toHaveBeenCalledTimes(1);
    expect(mockApi.mock.calls[0]![1]).toMatchObject({ method: 'POST', url: '/adonis/v1/orders/confirm', data: { token: TOKEN } });
  });

  it.each([
    ['ORDER_CONFIRMATION_INVALID', 404, /Tento odkaz neznáme/],
    ['ORDER_CONFIRMATION_EXPIRED', 409, /Potvrzení přišlo pozdě/],
  ] as const)('explains %s', async (code, status, text) => {
    mockApi.mockRejectedValueOnce(new HttpError('x', 'bad_request', status, code));
    renderPage(TOKEN);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('a malformed link asks the server nothing', () => {
    renderPage(null);
    expect(screen.getByRole('alert')).toHaveTextContent(/Tento odkaz neznáme/);
    expect(mockApi).not.toHaveBeenCalled();
  });
});

describe('an order waiting for its confirmation', () => {
  it('the thank-you page asks for the click and says until when the books are held', () => {
    const order = orderFixture({ paymentMethod: 'cash-on-delivery', state: 'new', canPay: false, bankTransfer: null, awaitingConfirmation: true, expiresAt: '2026-12-01T10:20:00.000Z' });
    expect(orderGuidance(order)).toBe('awaiting_confirmation');
    render(
      <UiTestProviders locale="cs" messages={messages} swrFallback={{ [orderKey(order.paymentCode)]: order }}>
        <ThankYouPage paymentCode={order.paymentCode} />
      </UiTestProviders>,
    );
    expect(screen.getByText(/Potvrďte prosím objednávku odkazem z e-mailu/)).toBeInTheDocument();
    expect(screen.getByText(/Potvrďte ji do .*, jinak se knihy vrátí do prodeje\./)).toBeInTheDocument();
    expect(screen.getByText('Odkaz pro potvrzení jsme poslali na jana@example.cz.')).toBeInTheDocument();
  });
});
