import { LOCALE_LABELS } from '@/i18n/locales';
import { loadMessages, NAMESPACES } from './messages';

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
});
