import { orderGuidance } from './orderGuidance';

const unpaid = { state: 'awaiting_payment', paymentMethod: 'comgate-card', lastPayment: null, canPay: true } as const;

describe('orderGuidance', () => {
  it.each([
    [{ ...unpaid, state: 'paid' }, 'paid'],
    [{ ...unpaid, state: 'shipped' }, 'paid'],
    [{ ...unpaid, paymentMethod: 'cash-on-delivery', state: 'new', canPay: false }, 'cash_on_delivery'],
    [{ ...unpaid, paymentMethod: 'cash-on-delivery', state: 'packed', canPay: false }, 'cash_on_delivery'],
    [{ ...unpaid, paymentMethod: 'cash-on-delivery', state: 'delivered', canPay: false }, 'paid'],
    [{ ...unpaid, paymentMethod: 'bank-transfer' }, 'awaiting_transfer'],
    [{ ...unpaid, lastPayment: { method: 'comgate-card', state: 'pending' } }, 'payment_pending'],
    [{ ...unpaid, lastPayment: { method: 'comgate-card', state: 'failed' } }, 'payment_failed'],
    [{ ...unpaid, lastPayment: { method: 'adyen', state: 'cancelled' } }, 'payment_failed'],
    [unpaid, 'awaiting_payment'],
    [{ ...unpaid, canPay: false }, 'expired'],
    [{ ...unpaid, state: 'cancelled', canPay: false }, 'cancelled'],
    [{ ...unpaid, state: 'refund_required', canPay: false }, 'refund_required'],
    [{ ...unpaid, paymentMethod: 'cash-on-delivery', state: 'new', canPay: false, awaitingConfirmation: true }, 'awaiting_confirmation'],
    [{ ...unpaid, paymentMethod: 'bank-transfer', awaitingConfirmation: true }, 'awaiting_confirmation'],
    [{ ...unpaid, paymentMethod: 'cash-on-delivery', state: 'cancelled', canPay: false, awaitingConfirmation: true }, 'cancelled'],
  ] as const)('%j → %s', (order, expected) => {
    expect(orderGuidance(order)).toBe(expected);
  });
});
