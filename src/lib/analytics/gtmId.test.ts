/** @jest-environment jsdom */
import { GTM_ID_META, gtmIdFromDocument, gtmIdFromEnv, isValidGtmId } from './gtmId';

describe('isValidGtmId (docs/product.md#tag-manager-id: 7 characters)', () => {
  it.each([
    ['GTM-E2E', true],
    ['GTM-ABC', true],
    ['GTM-1X2', true],
    ['GTM-AB12', false],
    ['GTM-ABCD', false],
    ['GTM-AB', false],
    ['ABCDEFG', false],
    ['XYZ-ABC', false],
    ['gtm-abc', false],
    ['GTM-a"c', false],
    ['', false],
    [undefined, false],
  ])('%p → %p', (id, valid) => expect(isValidGtmId(id)).toBe(valid));
});

describe('gtmIdFromEnv (server, at request time)', () => {
  it('reads NEXT_PUBLIC_GTM_ID, trimmed, and drops malformed ids', () => {
    expect(gtmIdFromEnv({ NEXT_PUBLIC_GTM_ID: 'GTM-E2E' })).toBe('GTM-E2E');
    expect(gtmIdFromEnv({ NEXT_PUBLIC_GTM_ID: ' GTM-E2E\n' })).toBe('GTM-E2E');
    expect(gtmIdFromEnv({ NEXT_PUBLIC_GTM_ID: 'GTM-TOOLONG' })).toBeNull();
    expect(gtmIdFromEnv({ NEXT_PUBLIC_GTM_ID: '' })).toBeNull();
    expect(gtmIdFromEnv({})).toBeNull();
  });
});

describe('gtmIdFromDocument (browser)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  const meta = (content: string) => {
    const el = document.createElement('meta');
    el.name = GTM_ID_META;
    el.content = content;
    document.head.appendChild(el);
  };

  it('is the id the page was served with', () => {
    meta('GTM-E2E');
    expect(gtmIdFromDocument()).toBe('GTM-E2E');
  });

  it('is undefined without the meta or with a malformed id', () => {
    expect(gtmIdFromDocument()).toBeUndefined();
    meta('GTM-"><x');
    expect(gtmIdFromDocument()).toBeUndefined();
  });
});
