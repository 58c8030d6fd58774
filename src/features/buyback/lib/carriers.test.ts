import { BUYBACK_CARRIERS } from '@/contracts/buyback';
import { ROUTES } from '@/routing/routes';
import { CARRIER_ROUTES, carrierSteps, nextStep } from './carriers';

describe('carrier flows', () => {
  it('has pages for every carrier the server knows, and every order-* route belongs to one', () => {
    const used = new Set(BUYBACK_CARRIERS.flatMap((c) => Object.values(CARRIER_ROUTES[c])));
    const orderRoutes = Object.keys(ROUTES).filter((k) => k.startsWith('order'));
    expect([...used].sort()).toEqual(orderRoutes.sort());
  });

  it('asks a pickup for the address and the date, a drop-off only for the data', () => {
    expect(carrierSteps('gls', true)).toEqual(['base', 'address', 'date', 'data', 'sent']);
    expect(carrierSteps('packeta', false)).toEqual(['base', 'data', 'sent']);
    expect(nextStep('dpd_courier', true, 'address')).toBe('date');
    expect(nextStep('dpd', false, 'base')).toBe('data');
  });
});
