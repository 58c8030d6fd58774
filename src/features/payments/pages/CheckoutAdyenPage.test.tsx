/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadMessages, type Messages } from '@/i18n/messages';
import { apiRequest, type RequestSpec } from '@/lib/http';
import { resolvePath } from '@/routing';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { orderKey } from '../api/getOrderByCode';
import type { AdyenOutcome } from '../components/AdyenDropIn';
import { readAdyenSession, storeAdyenSession, type AdyenSession } from '../lib/adyenSession';
import { orderFixture } from '../testing/fixtures';
import CheckoutAdyenPage from './CheckoutAdyenPage';

const mockPush = jest.fn(async (_href: string) => true);
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'de-DE', pathname: '/checkout/adyen', asPath: '/kasse/adyen', query: {}, push: mockPush }) }));
jest.mock('@/lib/http', () => ({ ...jest.requireActual('@/lib/http'), apiRequest: jest.fn() }));
// The real drop-in needs Adyen's servers; this stand-in shows which session it got and lets the test finish the payment.
jest.mock('../components/AdyenDropIn', () => ({
  AdyenDropIn: ({ session, onOutcome }: { session: AdyenSession; onOutcome: (o: AdyenOutcome) => void }) => (
    <button type="button" onClick={() => onOutcome({ resultCode: 'Authorised', sessionResult: 'RES1' })}>
      drop-in {session.sessionId}
    </button>
  ),
}));
const mockApi = apiRequest as jest.MockedFunction<typeof apiRequest>;

const ORDER = orderFixture({ locale: 'de-DE', currency: 'EUR', paymentMethod: 'adyen', bankTransfer: null, totalX100: 2490, itemsX100: 1990, shippingX100: 500 });
const SESSION: AdyenSession = { sessionId: 'CS-stored', sessionData: 'Ab02b4c0', clientKey: 'test_KEY', environment: 'test' };

describe('<CheckoutAdyenPage>', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('de-DE');
  });
  beforeEach(() => {
    window.sessionStorage.clear();
    mockPush.mockClear();
    mockApi.mockReset();
  });

  const renderPage = () =>
    render(
      <UiTestProviders locale="de-DE" messages={messages} swrFallback={{ [orderKey(ORDER.paymentCode)]: ORDER }}>
        <CheckoutAdyenPage paymentCode={ORDER.paymentCode} />
      </UiTestProviders>,
    );

  it('mounts the drop-in with the session the checkout stored, and returns through the Adyen return page', async () => {
    storeAdyenSession(ORDER.paymentCode, SESSION);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'drop-in CS-stored' }));
    expect(mockPush).toHaveBeenCalledWith(resolvePath('paymentAdyen', 'de-DE', undefined, { sessionId: 'CS-stored', sessionResult: 'RES1' }));
    expect(mockApi).not.toHaveBeenCalled();
    expect(readAdyenSession(ORDER.paymentCode)).toBeNull();
  });

  it('asks the API for a fresh session when none was stored (a new tab, a reload)', async () => {
    mockApi.mockImplementation((async (_client: unknown, spec: RequestSpec<unknown>) =>
      spec.url.endsWith('/pay')
        ? { next: { kind: 'adyen', sessionId: 'CS-new', sessionData: 'Zz', clientKey: 'test_KEY', environment: 'test' } }
        : ORDER) as typeof apiRequest);
    renderPage();
    expect(await screen.findByRole('button', { name: 'drop-in CS-new' })).toBeInTheDocument();
    const pays = mockApi.mock.calls.filter(([, spec]) => spec.url.endsWith('/pay'));
    expect(pays).toHaveLength(1);
    expect(pays[0][1]).toMatchObject({ method: 'POST', data: { method: 'adyen' } });
    await waitFor(() => expect(readAdyenSession(ORDER.paymentCode)?.sessionId).toBe('CS-new'));
  });

  it('says so instead of mounting the drop-in when the order cannot be paid any more', async () => {
    render(
      <UiTestProviders locale="de-DE" messages={messages} swrFallback={{ [orderKey(ORDER.paymentCode)]: { ...ORDER, canPay: false, state: 'cancelled' } }}>
        <CheckoutAdyenPage paymentCode={ORDER.paymentCode} />
      </UiTestProviders>,
    );
    expect(await screen.findByText('Diese Bestellung kann nicht mehr bezahlt werden.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /drop-in/ })).not.toBeInTheDocument();
    expect(mockApi).not.toHaveBeenCalled();
  });
});
