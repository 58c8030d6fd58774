/** @jest-environment jsdom */
import { act, fireEvent, render } from '@testing-library/react';
import { resetConsentModeForTests } from '@/lib/analytics/consentMode';
import { pushToDataLayer } from '@/lib/analytics/dataLayer';
import { applyConsentChoice, resetAnalyticsConsentForTests } from '../lib/analyticsConsent';
import { Analytics } from './Analytics';

type Handler = () => void;
const handlers = new Map<string, Set<Handler>>();
const events = {
  on: (name: string, fn: Handler) => void (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(fn),
  off: (name: string, fn: Handler) => void handlers.get(name)?.delete(fn),
};
jest.mock('next/router', () => ({ useRouter: () => ({ events }) }));

const objects = () => (window.dataLayer ?? []).filter((e) => Object.prototype.toString.call(e) === '[object Object]') as Record<string, unknown>[];

describe('<Analytics>', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    document.title = 'Knihy';
  });
  afterEach(() => {
    delete window.dataLayer;
    handlers.clear();
    resetConsentModeForTests();
    resetAnalyticsConsentForTests();
  });

  it('sends a page view on load and after every route change, with the page’s area and location', () => {
    const { unmount } = render(<Analytics user={null} />);
    window.history.pushState(null, '', '/kosik');
    act(() => handlers.get('routeChangeComplete')?.forEach((fn) => fn()));
    expect(objects()).toEqual([
      { event: 'page_view', pageTitle: 'Knihy', pageType: 'homepage', pageArea: 'home page', location: 'http://localhost/', value: null, index: null },
      { event: 'page_view', pageTitle: 'Knihy', pageType: 'checkout', pageArea: 'cart', location: 'http://localhost/kosik', value: null, index: null },
    ]);
    unmount();
    expect(handlers.get('routeChangeComplete')?.size).toBe(0);
  });

  it('adds the identity to events (cart_update too) only once analytics is granted', () => {
    render(<Analytics user={{ id: 5 }} />);
    act(() => pushToDataLayer({ event: 'cart_update', action: 'add' }));
    act(() => applyConsentChoice({ analytics: true, marketing: false }, undefined));
    act(() => pushToDataLayer({ event: 'cart_update', action: 'remove' }));
    const carts = objects().filter((e) => e.event === 'cart_update');
    expect(carts[0]).not.toHaveProperty('user');
    expect(carts[1]).toMatchObject({ action: 'remove', pageArea: 'home page', user: { id: 5, identificationLevel: 'full_login' } });
  });

  it('turns clicks on data-ux-click elements into ux_click events', () => {
    const { getByText } = render(
      <div data-ux-component="listing">
        <Analytics user={null} />
        <button type="button" data-ux-click="Přidat do košíku" data-ux-index="3">Přidat</button>
      </div>,
    );
    fireEvent.click(getByText('Přidat'));
    expect(objects().find((e) => e.event === 'ux_click')).toEqual({
      event: 'ux_click',
      value: 'Přidat do košíku',
      index: 3,
      component: 'listing',
      pageType: 'homepage',
      pageArea: 'home page',
      location: 'http://localhost/',
    });
  });
});
