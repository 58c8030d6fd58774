import { resolvePath } from '@/routing';
import { nextStepAction } from './nextStep';

const ADYEN = { kind: 'adyen', sessionId: 'CS1', sessionData: 'Ab02', clientKey: 'test_KEY', environment: 'test' } as const;

describe('nextStepAction', () => {
  it('leaves for the provider on an http(s) redirect', () => {
    expect(nextStepAction({ kind: 'redirect', url: 'https://pay.comgate.cz/init/ABC' }, 'P1', 'cs')).toEqual({ kind: 'leave', url: 'https://pay.comgate.cz/init/ABC' });
  });

  it('never follows a non-web redirect; the pay page offers the payment instead', () => {
    expect(nextStepAction({ kind: 'redirect', url: 'javascript:alert(1)' }, 'P1', 'cs')).toEqual({ kind: 'go', href: '/zaplatit/P1' });
  });

  it('goes to the localized drop-in page with the session to store, on Adyen storefronts', () => {
    expect(nextStepAction(ADYEN, 'P1', 'de-DE')).toEqual({
      kind: 'go',
      href: `${resolvePath('checkoutAdyen', 'de-DE')}?code=P1`,
      adyenSession: { sessionId: 'CS1', sessionData: 'Ab02', clientKey: 'test_KEY', environment: 'test' },
    });
    // The drop-in page does not exist on the Czech storefront.
    expect(nextStepAction(ADYEN, 'P1', 'cs')).toEqual({ kind: 'go', href: '/zaplatit/P1' });
  });

  it('maps the pay page and thank-you page through the route table', () => {
    expect(nextStepAction({ kind: 'pay_page' }, 'P 1', 'en')).toEqual({ kind: 'go', href: '/pay/P%201' });
    expect(nextStepAction({ kind: 'thank_you' }, 'P1', 'sk')).toEqual({ kind: 'go', href: '/dakujeme?code=P1' });
  });
});
