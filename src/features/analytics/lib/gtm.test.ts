/** @jest-environment jsdom */
import { resetConsentModeForTests } from '@/lib/analytics/consentMode';
import { gtmScriptUrl, loadGtm } from './gtm';

const isArgs = (e: unknown) => Object.prototype.toString.call(e) === '[object Arguments]';

describe('loadGtm', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.dataLayer;
    resetConsentModeForTests();
  });

  const scripts = () => Array.from(document.querySelectorAll('script')).map((s) => s.getAttribute('src'));

  it('adds nothing without a valid id', () => {
    expect(loadGtm(undefined)).toBe(false);
    expect(loadGtm('GTM-TOOLONG')).toBe(false);
    expect(scripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('adds the script once, after the consent defaults are in the data layer', () => {
    expect(loadGtm('GTM-ABC')).toBe(true);
    expect(loadGtm('GTM-ABC')).toBe(true);
    expect(scripts()).toEqual([gtmScriptUrl('GTM-ABC')]);
    expect(gtmScriptUrl('GTM-ABC')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC');
    const layer = window.dataLayer!;
    expect(isArgs(layer[0]) && Array.from(layer[0] as ArrayLike<unknown>).slice(0, 2)).toEqual(['consent', 'default']);
    expect(layer[1]).toMatchObject({ event: 'gtm.js' });
    expect(layer).toHaveLength(2);
  });
});
