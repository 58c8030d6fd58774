/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { PublicOrder } from '@/contracts/orders';
import { loadMessages, type Messages } from '@/i18n/messages';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { orderKey } from '../api/getOrderByCode';
import { orderFixture } from '../testing/fixtures';
import PaymentFailedPage from './PaymentFailedPage';
import ThankYouPage from './ThankYouPage';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'cs', pathname: '/', asPath: '/', query: {}, push: jest.fn() }) }));

describe('after ordering', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });

  const renderWith = (Page: typeof ThankYouPage, order: PublicOrder) =>
    render(
      <UiTestProviders locale="cs" messages={messages} swrFallback={{ [orderKey(order.paymentCode)]: order }}>
        <Page paymentCode={order.paymentCode} />
      </UiTestProviders>,
    );

  it('thanks, names the order and where the confirmation went, and shows the transfer details when unpaid', () => {
    renderWith(ThankYouPage, orderFixture());
    expect(screen.getByRole('heading', { level: 1, name: 'Děkujeme za objednávku' })).toBeInTheDocument();
    expect(screen.getByText('Číslo vaší objednávky je BT26000042.')).toBeInTheDocument();
    expect(screen.getByText(/Zaplaťte prosím bankovním převodem/)).toBeInTheDocument();
    expect(screen.getByText('Potvrzení objednávky jsme poslali na jana@example.cz.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR kód/ })).toBeInTheDocument();
    // Delivery names the carrier as shoppers know it, the kind and the point.
    expect(screen.getByText(/Zásilkovna – výdejní místo – Trafika U Nádraží/)).toBeInTheDocument();
  });

  it.each([
    [{ state: 'paid', canPay: false, bankTransfer: null, paymentMethod: 'comgate-card' }, /Objednávka je zaplacená/],
    [{ state: 'new', canPay: false, bankTransfer: null, paymentMethod: 'cash-on-delivery' }, /zaplatíte při převzetí/],
    [{ paymentMethod: 'comgate-card', bankTransfer: null, lastPayment: { method: 'comgate-card', state: 'pending' } }, /Čekáme, až platební brána platbu potvrdí/],
  ] as const)('says what happens next (%j)', (overrides, text) => {
    renderWith(ThankYouPage, orderFixture(overrides as Partial<PublicOrder>));
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR kód/ })).not.toBeInTheDocument();
  });

  it('explains a failed payment and offers paying again', () => {
    renderWith(PaymentFailedPage, orderFixture({ paymentMethod: 'comgate-card', bankTransfer: null, lastPayment: { method: 'comgate-card', state: 'failed' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Platba neproběhla' })).toBeInTheDocument();
    expect(screen.getByText(/objednávka BT26000042 je pro vás stále rezervovaná/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zaplatit: Kartou online' })).toBeInTheDocument();
  });

  it('does not offer a retry for an order that can no longer be paid', () => {
    renderWith(PaymentFailedPage, orderFixture({ canPay: false, state: 'cancelled' }));
    expect(screen.getByText('Objednávku BT26000042 už nelze zaplatit.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
