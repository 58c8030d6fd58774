import type { PublicOrder } from '@/contracts/orders';

const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

export function orderFixture(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    number: 'BT26000042', paymentCode: 'PC-42abcdef', state: 'awaiting_payment', locale: 'cs', currency: 'CZK',
    email: 'jana@example.cz', name: 'Jana Nováková',
    shipping: { method: 'packeta-pudo', kind: 'pudo', carrier: 'packeta', pudoLabel: 'Trafika U Nádraží, Nádražní 1, 150 00 Praha' },
    paymentMethod: 'bank-transfer',
    lines: [
      { 'bookId': 11, title: 'Babička', conditionId: 2, priceX100: 15000, active: true },
      { 'bookId': 12, title: 'Krakatit', conditionId: 3, priceX100: 15000, active: true },
      { 'bookId': 13, title: 'Odebraná kniha', conditionId: 3, priceX100: 9900, active: false },
    ],
    itemsX100: 30000, shippingX100: 7900, paymentFeeX100: 0, discountX100: 0, walletX100: 0, totalX100: 37900,
    voucherCode: null, createdAt: '2026-12-01T10:00:00.000Z', expiresAt: '2026-12-08T10:00:00.000Z', paidAt: null,
    lastPayment: null, canPay: true, canCancel: true, canExtend: true, parentNumber: null, awaitingConfirmation: false,
    bankTransfer: {
      iban: 'CZ6508000000192000145399', bic: 'GIBACZPX', accountName: 'Bookturn s.r.o.', accountNumber: '19-2000145399/0800',
      variableSymbol: '2600000042', amountX100: 37900, currency: 'CZK', qrPayload: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:379.00*CC:CZK*X-VS:2600000042',
      qrSvg: QR_SVG,
    },
    ...overrides,
  };
}
