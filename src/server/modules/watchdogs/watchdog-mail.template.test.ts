import { LOCALE_LABELS } from '@/i18n/locales';
import { renderWatchdogMail, type WatchdogMailCopy } from './watchdog-mail.template';

const copy = (n: number, over: Partial<WatchdogMailCopy> = {}): WatchdogMailCopy => ({
  title: `Kniha ${n}`,
  authors: ['Karel Čapek'],
  conditionId: 2,
  priceX100: 12_900 + n,
  bookUrl: `https://shop.example/g/1/b/${n}`,
  watchdogLabel: 'Čapek',
  removeUrl: 'https://shop.example/remove?token=abc',
  ...over,
});

describe('renderWatchdogMail', () => {
  it.each(LOCALE_LABELS)('%s: one copy names it in the subject, links it and the removal', (locale) => {
    const mail = renderWatchdogMail({ locale, brand: 'Bookturn', currency: 'EUR', copies: [copy(1)], moreCount: 0, manageUrl: 'https://shop.example/account/watchdog' });
    expect(mail.subject).toContain('Kniha 1');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('https://shop.example/g/1/b/1');
      expect(body).toContain('https://shop.example/remove?token=abc');
      expect(body).toContain('https://shop.example/account/watchdog');
    }
    expect(mail.text).not.toMatch(/\{\w+\}/); // every placeholder filled
  });

  it('a digest counts all copies, lists the given ones, and offers one removal link per watchdog', () => {
    const copies = [copy(1), copy(2), copy(3, { watchdogLabel: 'Hašek', removeUrl: 'https://shop.example/remove?token=def' })];
    const mail = renderWatchdogMail({ locale: 'en', brand: 'Bookturn', currency: 'EUR', copies, moreCount: 4, manageUrl: 'https://shop.example/a' });
    expect(mail.subject).toBe('7 books from your watchdogs are in stock');
    expect(mail.text).toContain('and 4 more');
    expect(mail.text.match(/Remove this watchdog/g)).toHaveLength(2);
  });

  it('escapes titles in HTML and drops links that are not http(s)', () => {
    const mail = renderWatchdogMail({
      locale: 'cs', brand: 'Bookturn', currency: 'CZK', moreCount: 0, manageUrl: 'https://shop.example/a',
      copies: [copy(1, { title: '<script>alert(1)</script>', bookUrl: 'javascript:alert(1)' })],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('href="javascript:');
  });
});
