/** @jest-environment jsdom */
import * as CookieConsent from 'vanilla-cookieconsent';
import { loadMessages } from '@/i18n/messages';
import { MARKETING_COOKIES } from './marketingCookies';
import { startConsent } from './startConsent';

const cookieNames = () => document.cookie.split('; ').filter(Boolean).map((c) => c.split('=')[0]).sort();
const plantMarketing = () => MARKETING_COOKIES.forEach((name) => (document.cookie = `${name}=1; path=/`));
const setUserAgent = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });

describe('startConsent', () => {
  let messages: unknown;
  beforeAll(async () => {
    messages = (await loadMessages('de-DE', ['consent'])).consent;
  });
  beforeEach(() => setUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'));
  afterEach(() => {
    CookieConsent.reset(true);
    for (const name of cookieNames()) document.cookie = `${name}=; Max-Age=0; path=/`;
    jest.restoreAllMocks();
  });

  it('first visit: deletes planted marketing cookies and shows the bar with both choices side by side', async () => {
    plantMarketing();
    document.cookie = 'cart=1; path=/';
    const onChoice = jest.fn();
    await expect(startConsent({ locale: 'de-DE', messages, onChoice })).resolves.toBe('running');
    expect(cookieNames()).toEqual(['cart']);
    const bar = document.querySelector('#cc-main .cm')!;
    expect(bar.className).toContain('cm--bar');
    expect(bar.className).toContain('cm--bottom');
    const group = bar.querySelector('.cm__btn-group')!;
    expect(Array.from(group.querySelectorAll('button')).map((b) => [b.textContent, b.className])).toEqual([
      ['Alle akzeptieren', 'cm__btn'],
      ['Nur notwendige', 'cm__btn'],
    ]);
    expect(onChoice).not.toHaveBeenCalled();
  });

  it('"only necessary" stores the record and reports the refusal; marketing cookies planted later go again', async () => {
    const onChoice = jest.fn();
    await startConsent({ locale: 'de-DE', messages, onChoice });
    plantMarketing();
    (document.querySelector('#cc-main [data-role="necessary"]') as HTMLButtonElement).click();
    expect(onChoice).toHaveBeenCalledWith({ analytics: false, marketing: false });
    expect(cookieNames()).toEqual(['cc_cookie']);
    const record = JSON.parse(decodeURIComponent(document.cookie.split('cc_cookie=')[1]));
    expect(record).toMatchObject({ categories: ['necessary'], revision: 0, languageCode: 'de-DE' });
    expect(Object.keys(record).sort()).toEqual(
      ['categories', 'consentId', 'consentTimestamp', 'data', 'expirationTime', 'languageCode', 'lastConsentTimestamp', 'revision', 'services'].sort(),
    );
  });

  it('a returning visitor’s stored choice is applied at once (before the first page view), reported once', async () => {
    const first = jest.fn();
    await startConsent({ locale: 'de-DE', messages, onChoice: first });
    (document.querySelector('#cc-main [data-role="all"]') as HTMLButtonElement).click();
    expect(first).toHaveBeenCalledWith({ analytics: true, marketing: true });
    CookieConsent.reset(false);

    const onChoice = jest.fn();
    const started = startConsent({ locale: 'de-DE', messages, onChoice });
    expect(onChoice).toHaveBeenCalledWith({ analytics: true, marketing: true });
    await started;
    expect(onChoice).toHaveBeenCalledTimes(1);
    expect(document.querySelector('#cc-main .cm')).toBeNull();
  });

  it('an incomplete record counts as none: erased with the marketing cookies, and the bar asks again', async () => {
    document.cookie = `cc_cookie=${encodeURIComponent(JSON.stringify({ categories: ['necessary', 'marketing'] }))}; path=/`;
    plantMarketing();
    const onChoice = jest.fn();
    await startConsent({ locale: 'de-DE', messages, onChoice });
    expect(cookieNames()).toEqual([]);
    expect(onChoice).not.toHaveBeenCalled();
    expect(document.querySelector('#cc-main .cm')).not.toBeNull();
  });

  it('bots get no consent UI at all', async () => {
    setUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await expect(startConsent({ locale: 'de-DE', messages, onChoice: jest.fn() })).resolves.toBe('bot');
    expect(document.getElementById('cc-main')).toBeNull();
  });

  it('a missing translation is logged with the words of docs/product.md#silent-failures and shows nothing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(startConsent({ locale: 'nl-NL', messages: undefined, onChoice: jest.fn() })).resolves.toBe('no-translation');
    expect(error).toHaveBeenCalledWith('Could not load translation for the language', 'nl-NL');
    expect(document.getElementById('cc-main')).toBeNull();
  });
  describe('focus when the bar shows (the library moves it into the bar 100 ms later)', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] }));
    afterEach(() => {
      jest.useRealTimers();
      document.body.innerHTML = '';
    });

    it('a shopper already typing in the search box keeps the caret; the bar is shown all the same', async () => {
      const search = document.createElement('input');
      search.type = 'search';
      document.body.appendChild(search);
      search.focus();
      await startConsent({ locale: 'de-DE', messages, onChoice: jest.fn() });
      jest.advanceTimersByTime(1000);
      expect(document.documentElement.classList).toContain('show--consent');
      expect(document.activeElement).toBe(search);
    });

    it('with nothing focused the bar takes focus, so a keyboard or screen-reader user meets it first', async () => {
      expect(document.activeElement).toBe(document.body);
      await startConsent({ locale: 'de-DE', messages, onChoice: jest.fn() });
      jest.advanceTimersByTime(1000);
      expect(document.querySelector('#cc-main .cm')!.contains(document.activeElement)).toBe(true);
    });
  });
});
