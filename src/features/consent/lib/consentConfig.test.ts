import type { CookieValue } from 'vanilla-cookieconsent';
import { choiceFromCategories, consentConfig } from './consentConfig';

const translation = { consentModal: { title: 't' }, preferencesModal: { title: 'p', sections: [] } };
const build = (protocol: string, onConsent = jest.fn(), onChange = jest.fn()) =>
  consentConfig({ locale: 'fr-BE', translation, protocol, onConsent, onChange });

describe('consentConfig', () => {
  it('stores cc_cookie for 182 days on path / with SameSite Lax, revision 0', () => {
    const config = build('https:');
    expect(config.cookie).toEqual({ name: 'cc_cookie', expiresAfterDays: 182, path: '/', sameSite: 'Lax', secure: true });
    expect(config.revision).toBe(0);
  });

  it('marks the cookie Secure only on https: browsers drop a Secure cookie set over http (local *.localhost)', () => {
    expect(build('http:').cookie?.secure).toBe(false);
    expect(build('https:').cookie?.secure).toBe(true);
  });

  it('has necessary read-only and analytics and marketing off by default', () => {
    expect(build('https:').categories).toEqual({
      necessary: { enabled: true, readOnly: true },
      analytics: { enabled: false },
      marketing: { enabled: false },
    });
  });

  it('shows the bar at the bottom with equal-weight buttons, the preferences on the right', () => {
    const { guiOptions } = build('https:');
    expect(guiOptions?.consentModal).toMatchObject({ layout: 'bar inline', position: 'bottom', equalWeightButtons: true, flipButtons: false });
    expect(guiOptions?.preferencesModal).toMatchObject({ layout: 'bar', position: 'right', equalWeightButtons: true });
  });

  it('leaves bots and cookie clearing to us (the library would hide the bar from every automated browser)', () => {
    const config = build('https:');
    expect(config.hideFromBots).toBe(false);
    expect(config.autoClearCookies).toBe(false);
    expect(config.language).toEqual({ default: 'fr-BE', translations: { 'fr-BE': translation } });
  });

  it('reports consent and changes as a category choice', () => {
    const onConsent = jest.fn();
    const onChange = jest.fn();
    const config = build('https:', onConsent, onChange);
    const cookie = { categories: ['necessary', 'marketing'] } as CookieValue;
    config.onConsent!({ cookie });
    config.onChange!({ cookie, changedCategories: [], changedServices: {} });
    expect(onConsent).toHaveBeenCalledWith({ analytics: false, marketing: true });
    expect(onChange).toHaveBeenCalledWith({ analytics: false, marketing: true });
    expect(choiceFromCategories(['necessary'])).toEqual({ analytics: false, marketing: false });
  });
});
