import { LOCALE_LABELS, type Locale } from '@/i18n/locales';
import { renderConfirmRequest } from './order-confirm-request';

const URL_ = 'https://bookturn.example/confirm-order?token=AbC_dEf-123';

describe('the order confirmation request e-mail', () => {
  it.each([...LOCALE_LABELS] as Locale[])('%s: names the order, carries the link, says how long the books are held', (locale) => {
    const mail = renderConfirmRequest(locale, { number: 'BT26000042', url: URL_, minutes: 20 });
    expect(mail.subject).toContain('BT26000042');
    expect(mail.subject).not.toContain('token');
    expect(mail.text).toContain(URL_);
    expect(mail.text).toContain('20');
    expect(mail.html).toContain('href="https://bookturn.example/confirm-order?token=AbC_dEf-123"');
    expect(`${mail.subject}${mail.text}`).not.toMatch(/\{\w+\}/);
  });

  it('escapes what goes into the HTML', () => {
    expect(renderConfirmRequest('en', { number: '<b>', url: 'https://x.example/?a="1"&b=2', minutes: 5 }).html).not.toMatch(/<b>|"1"/);
  });
});
