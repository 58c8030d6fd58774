import { isSlowConnection, swrTimings } from './swrOptions';

describe('swrTimings', () => {
  it('uses the docs/product.md#constants-data-fetching defaults on a normal connection', () => {
    expect(swrTimings(false)).toEqual({ errorRetryInterval: 5000, focusThrottleInterval: 5000, dedupingInterval: 2000, loadingTimeout: 3000 });
  });

  it('waits longer on a slow connection', () => {
    expect(swrTimings(true)).toEqual({ errorRetryInterval: 10000, focusThrottleInterval: 5000, dedupingInterval: 2000, loadingTimeout: 5000 });
  });
});

describe('isSlowConnection', () => {
  it.each([
    ['2g', true],
    ['slow-2g', true],
    ['3g', false],
    ['4g', false],
  ])('effectiveType %s → %s', (effectiveType, slow) => {
    expect(isSlowConnection({ connection: { effectiveType } })).toBe(slow);
  });

  it('treats a browser without the Network Information API as normal', () => {
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});
