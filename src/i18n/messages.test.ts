import { LOCALE_LABELS } from '@/i18n/locales';
import { loadMessages, NAMESPACES, pageNamespaces, SHELL_MESSAGES } from './messages';

describe('loadMessages', () => {
  it.each(LOCALE_LABELS)('loads every namespace for %s', async (locale) => {
    const messages = await loadMessages(locale);
    expect(Object.keys(messages).sort()).toEqual([...NAMESPACES].sort());
    expect(messages['book-states']).toHaveProperty('1');
  });

  it('falls back to cs for an unknown locale, like the rest of the app', async () => {
    const [unknown, cs] = await Promise.all([loadMessages('xx-XX'), loadMessages('cs')]);
    expect(unknown).toEqual(cs);
  });

  it('loads only the namespaces asked for', async () => {
    expect(Object.keys(await loadMessages('en', ['book-states']))).toEqual(['book-states']);
  });

  it('loads parts of a namespace under their own paths, merged, and nothing else of it', async () => {
    const whole = await loadMessages('de-AT', ['engagement', 'cart']);
    const engagement = whole.engagement as Record<string, Record<string, unknown>>;
    const parts = await loadMessages('de-AT', ['engagement.wishlist', 'engagement.watchdog.button', 'cart.add']);
    expect(parts).toEqual({
      engagement: { wishlist: engagement.wishlist, watchdog: { button: engagement.watchdog.button } },
      cart: { add: (whole.cart as Record<string, unknown>).add },
    });
  });

  it('takes a namespace whole when it is asked for whole as well as in parts, without touching the loaded files', async () => {
    const parts = await loadMessages('cs', ['engagement.watchdog', 'engagement.watchdog.button', 'engagement']);
    const again = await loadMessages('cs', ['engagement']);
    expect(parts.engagement).toBe(again.engagement);
    expect(Object.keys(again.engagement!).length).toBeGreaterThan(2);
  });

  it('refuses a part that names no message (a typo must not ship an empty page)', async () => {
    await expect(loadMessages('cs', ['engagement.wishlists'])).rejects.toThrow('engagement.wishlists names no message');
    await expect(loadMessages('cs', ['engagement.watchdog.button.x' as never])).rejects.toThrow('goes below a message');
  });
});

describe('pageNamespaces', () => {
  it('adds a page’s own to the shell’s, once each, in NAMESPACES order, parts after', () => {
    expect(pageNamespaces(['checkout', 'common', 'book'])).toEqual(['common', 'book-states', 'book', 'checkout', 'consent', 'catalogue.suggest']);
    expect(pageNamespaces([])).toEqual([...NAMESPACES.filter((n) => (SHELL_MESSAGES as readonly string[]).includes(n)), 'catalogue.suggest']);
  });

  it('drops parts of a namespace taken whole, and parts inside other parts', () => {
    expect(pageNamespaces(['engagement.wishlist', 'book', 'catalogue', 'cart.add', 'engagement.wishlist.addCopy' as never])).toEqual([
      'common', 'book-states', 'catalogue', 'book', 'consent', 'cart.add', 'engagement.wishlist',
    ]);
  });
});
