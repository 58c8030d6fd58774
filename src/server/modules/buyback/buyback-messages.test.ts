import { BATCH_STATES, QUOTE_REFUSAL_REASONS } from '@/contracts/buyback';
import { LOCALE_LABELS } from '@/i18n/locales';
import { BATCH_MAIL_MESSAGES, INTAKE_REFUSAL_MESSAGES, WALLET_REASONS } from './batch-mail.messages';
import { escapeHtml } from '../mail';
import { renderBatchMail } from './batches.service';
import { renderLeadLinkMail } from './lead-link-mail';
import { REFUSAL_MESSAGES } from './buyback.messages';

describe('buyback texts in all ten storefronts', () => {
  it.each(LOCALE_LABELS)('%s: the saved-list e-mail fills its placeholders and carries the link', (locale) => {
    const mail = renderLeadLinkMail(locale, { url: 'https://example.test/sell?token=abc&x=1', count: 3 });
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
    expect(mail.text).toContain('https://example.test/sell?token=abc&x=1');
    expect(mail.html).toContain('href="https://example.test/sell?token=abc&amp;x=1"');
    expect(mail.text).toContain('3');
  });

  it.each(LOCALE_LABELS)('%s: the batch e-mail names the account section as the account menu does', async (locale) => {
    const account = (await import(`../../../../locales/${locale}/account.json`)) as { nav: { books: string } };
    expect(BATCH_MAIL_MESSAGES[locale].account).toContain(account.nav.books);
  });

  it.each(LOCALE_LABELS)('%s: every refusal reason and intake refusal has a text', (locale) => {
    for (const reason of QUOTE_REFUSAL_REASONS) expect(REFUSAL_MESSAGES[locale][reason].length).toBeGreaterThan(10);
    for (const text of Object.values(INTAKE_REFUSAL_MESSAGES[locale])) expect(text.length).toBeGreaterThan(10);
    for (const text of Object.values(WALLET_REASONS[locale])) expect(text).toContain('{code}');
  });

  it.each(LOCALE_LABELS)('%s: the batch e-mail of every state fills all its placeholders, the amount in the storefront’s format', (locale) => {
    for (const state of BATCH_STATES) {
      for (const labelAttached of [false, true]) {
        const mail = renderBatchMail(locale, { code: 'BB12345678', state, amountX100: state === 'paid_out' ? 16_500 : null, currency: locale === 'cs' ? 'CZK' : 'EUR', labelAttached });
        for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
        expect(mail.subject).toContain('BB12345678');
        expect(mail.html).toContain(`lang="${locale}"`);
        if (state === 'paid_out') expect(mail.text).toMatch(/165[,.]00/);
      }
    }
  });

  it.each(LOCALE_LABELS)('%s: an attached label is named, in a paragraph of its own', (locale) => {
    const view = { code: 'BB12345678', state: 'created' as const, amountX100: null, currency: 'EUR' };
    const withLabel = renderBatchMail(locale, { ...view, labelAttached: true });
    const without = renderBatchMail(locale, { ...view, labelAttached: false });
    const label = BATCH_MAIL_MESSAGES[locale].label;
    expect(withLabel.text).toContain(label);
    expect(withLabel.html).toContain(`<p>${escapeHtml(label)}</p>`);
    expect(without.text).not.toContain(label);
    expect(withLabel.text.split('\n')).toHaveLength(without.text.split('\n').length + 1);
  });

  it('escapes nothing it should not and everything it should in the HTML', () => {
    const mail = renderBatchMail('en', { code: 'BB<b>1</b>', state: 'created', amountX100: null, currency: 'EUR', labelAttached: false });
    expect(mail.html).not.toContain('<b>1</b>');
    expect(mail.html).toContain('BB&lt;b&gt;1&lt;/b&gt;');
  });
});
