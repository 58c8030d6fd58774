/** @jest-environment jsdom */
import { enrichEvent, gtag, pushToDataLayer, setDataLayerContext, type DataLayerContext } from './dataLayer';
import { DEBUG_STORAGE_KEY } from './debugFlag';

const context = (over: Partial<DataLayerContext> = {}): DataLayerContext => ({
  pageType: 'checkout',
  pageArea: 'cart',
  location: 'http://de.localhost:3000/warenkorb',
  user: { id: 7, identificationLevel: 'full_login' },
  analyticsGranted: true,
  ...over,
});

describe('pushToDataLayer', () => {
  let unregister: (() => void) | undefined;
  afterEach(() => {
    unregister?.();
    unregister = undefined;
    delete window.dataLayer;
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('creates window.dataLayer when the tag manager has not loaded yet', () => {
    pushToDataLayer({ event: 'cart_update', action: 'add' });
    expect(window.dataLayer).toEqual([{ event: 'cart_update', action: 'add' }]);
  });

  it('appends to the array the tag manager already reads', () => {
    const existing: unknown[] = [{ event: 'gtm.js' }];
    window.dataLayer = existing;
    pushToDataLayer({ event: 'cart_update' });
    expect(window.dataLayer).toBe(existing);
    expect(existing).toEqual([{ event: 'gtm.js' }, { event: 'cart_update' }]);
  });

  it('adds page area, type, location, value, index and identity once a page context is registered', () => {
    unregister = setDataLayerContext(() => context());
    pushToDataLayer({ event: 'cart_update', action: 'add' });
    expect(window.dataLayer).toEqual([
      {
        event: 'cart_update',
        action: 'add',
        pageType: 'checkout',
        pageArea: 'cart',
        location: 'http://de.localhost:3000/warenkorb',
        value: null,
        index: null,
        user: { id: 7, identificationLevel: 'full_login' },
      },
    ]);
  });

  it('reads the context at push time (after a route change the new page is reported)', () => {
    let area = 'home page';
    unregister = setDataLayerContext(() => context({ pageArea: area }));
    pushToDataLayer({ event: 'page_view' });
    area = 'wishlist';
    pushToDataLayer({ event: 'page_view' });
    expect(window.dataLayer!.map((e) => (e as { pageArea: string }).pageArea)).toEqual(['home page', 'wishlist']);
  });

  it('never sends the identity while analytics is not granted', () => {
    unregister = setDataLayerContext(() => context({ analyticsGranted: false }));
    pushToDataLayer({ event: 'ux_click', value: 'x', user: { id: 9, identificationLevel: 'full_login' } });
    expect(window.dataLayer![0]).not.toHaveProperty('user');
  });

  it('leaves the identity out when the event suppresses it', () => {
    unregister = setDataLayerContext(() => context());
    pushToDataLayer({ event: 'Consent' }, { suppressUser: true });
    expect(window.dataLayer![0]).not.toHaveProperty('user');
    expect(window.dataLayer![0]).toMatchObject({ event: 'Consent', pageArea: 'cart' });
  });

  it('stops enriching after unregistering, and a stale unregister does not remove a newer context', () => {
    const first = setDataLayerContext(() => context({ pageArea: 'first' }));
    unregister = setDataLayerContext(() => context({ pageArea: 'second' }));
    first();
    pushToDataLayer({ event: 'a' });
    unregister();
    pushToDataLayer({ event: 'b' });
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'a', pageArea: 'second' }), { event: 'b' }]);
  });

  it('echoes pushes to the console only while the debug flag is set in local storage', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    pushToDataLayer({ event: 'quiet' });
    expect(info).not.toHaveBeenCalled();
    localStorage.setItem(DEBUG_STORAGE_KEY, '1');
    pushToDataLayer({ event: 'loud' });
    expect(info).toHaveBeenCalledWith('[dataLayer]', { event: 'loud' });
  });
});

describe('enrichEvent', () => {
  it('lets the event’s own value and index win over the defaults', () => {
    expect(enrichEvent({ event: 'ux_click', value: 'Novinky', index: 2 }, context())).toMatchObject({ value: 'Novinky', index: 2 });
  });
});

describe('gtag', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('pushes an Arguments object, the form the tag manager reads as a command', () => {
    gtag('consent', 'default', { ad_storage: 'denied' });
    const entry = window.dataLayer![0];
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect(Array.from(entry as ArrayLike<unknown>)).toEqual(['consent', 'default', { ad_storage: 'denied' }]);
  });
});
