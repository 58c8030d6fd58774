/** @jest-environment jsdom */
import { pushToDataLayer } from './dataLayer';

describe('pushToDataLayer', () => {
  afterEach(() => {
    delete window.dataLayer;
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
});
