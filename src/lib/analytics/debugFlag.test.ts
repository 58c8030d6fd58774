/** @jest-environment jsdom */
import { applyDebugQuery, DEBUG_STORAGE_KEY, isDataLayerDebug, setDataLayerDebug } from './debugFlag';

describe('tag manager debug flag (local storage)', () => {
  afterEach(() => localStorage.clear());

  it('is off by default and kept in local storage when switched on', () => {
    expect(isDataLayerDebug()).toBe(false);
    setDataLayerDebug(true);
    expect(localStorage.getItem(DEBUG_STORAGE_KEY)).toBe('1');
    expect(isDataLayerDebug()).toBe(true);
    setDataLayerDebug(false);
    expect(localStorage.getItem(DEBUG_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['?gtm_debug=1', true],
    ['?a=b&gtm_debug=1', true],
    ['?gtm_debug=yes', false],
    ['', false],
  ])('query %p → %p', (search, on) => {
    applyDebugQuery(search);
    expect(isDataLayerDebug()).toBe(on);
  });

  it('gtm_debug=0 switches it off again', () => {
    setDataLayerDebug(true);
    applyDebugQuery('?gtm_debug=0');
    expect(isDataLayerDebug()).toBe(false);
  });
});
