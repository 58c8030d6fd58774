import type { vouchers } from '../../schema';

type VoucherInsert = typeof vouchers.$inferInsert;
const DAY = 86_400_000;

/**
 * The demo's vouchers, one per rule worth trying in the checkout. Dates are relative to the
 * seed's `now`, so the expired one is expired and the others are valid whenever the demo runs.
 */
export function demoVouchers(now: Date): VoucherInsert[] {
  const days = (n: number) => new Date(now.getTime() + n * DAY);
  return [
    // 10 % off a shopper's first order, once per shopper, every storefront.
    { code: 'VITEJTE10', effect: 'percent', percent: 10, firstOrderOnly: true, maxUsesPerCustomer: 1 },
    // 50 Kč / 2 € off from 300 Kč / 12 €.
    {
      code: 'KNIHY50', effect: 'fixed', amountCzkX100: 5_000, amountEurX100: 200, minTotalCzkX100: 30_000, minTotalEurX100: 1_200,
      maxUsesPerCustomer: 3,
    },
    // Free shipping, any cart.
    { code: 'DOPRAVAZDARMA', effect: 'free_shipping' },
    // Ended a month ago.
    { code: 'LETO20', effect: 'percent', percent: 20, validFrom: days(-120), validUntil: days(-30) },
    // Every use taken.
    { code: 'VYPRODANO', effect: 'percent', percent: 15, maxUsesTotal: 100, usedCount: 100 },
    // Starts in a month.
    { code: 'VANOCE15', effect: 'percent', percent: 15, validFrom: days(30), validUntil: days(60) },
    // Slovak storefront only.
    { code: 'AHOJ5', effect: 'fixed', amountEurX100: 500, minTotalEurX100: 2_500, locales: ['sk'] },
    // Offered without typing from 800 Kč / 32 € (find-auto-assignable), for a year.
    {
      code: 'BONUS5', effect: 'percent', percent: 5, minTotalCzkX100: 80_000, minTotalEurX100: 3_200, autoAssign: true,
      validFrom: days(-1), validUntil: days(365),
    },
  ];
}
