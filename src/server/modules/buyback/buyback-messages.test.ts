import { BATCH_STATES, QUOTE_REFUSAL_REASONS } from '@/contracts/buyback';
import { LOCALE_LABELS } from '@/i18n/locales';
import { INTAKE_REFUSAL_MESSAGES, WALLET_REASONS } from './batch-mail.messages';
import { renderBatchMail } from './batches.service';
import { REFUSAL_MESSAGES } from './buyback.messages';

describe('buyback texts in all ten storefronts', () => {
  it.each(LOCALE_LABELS)('%s: every refusal reason and intake refusal has a text', (locale) => {
    for (const reason of QUOTE_REFUSAL_REASONS) expect(REFUSAL_MESSAGES[locale][reason].length).toBeGreaterThan(10);
    for (const text of Object.values(INTAKE_REFUSAL_MESSAGES[locale])) expect(text.length).toBeGreaterThan(10);
    for (const text of Object.values(WALLET_REASONS[locale])) expect(text).toContain('{code}');
  });

  it.each(LOCALE_LABELS)('%s: the batch e-mail of every state fills all its placeholders, the amount in the storefront’s format', (locale) => {
    for (const state of BATCH_STATES) {
      for (const [hasAccount, labelAttached] of [[true, false], [false, true]] as const) {
        const mail = renderBatchMail(locale, { code: 'BB12345678', state, amountX100: state === 'paid_out' ? 16_500 : null, currency: locale === 'cs' ? 'CZK' : 'EUR', hasAccount, labelAttached });
        for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
        expect(mail.subject).toContain('BB12345678');
        expect(mail.html).toContain(`lang="${locale}"`);
        if (state === 'paid_out') expect(mail.text).toMatch(/165[,.]00/);
      }
    }
  });

  it.each(LOCALE_LABELS)('%s: a guest is told of the e-mails, not of an account; an attached label is named', (locale) => {
    const view = { code: 'BB12345678', state: 'created' as const, amountX100: null, currency: 'EUR' };
    const guest = renderBatchMail(locale, { ...view, hasAccount: false, labelAttached: true });
    const member = renderBatchMail(locale, { ...view, hasAccount: true, labelAttached: false });
    expect(guest.text).not.toContain(member.text.split('\n')[1]);
    expect(guest.text.split('\n')).toHaveLength(member.text.split('\n').length + 1);
  });

  it('escapes nothing it should not and everything it should in the HTML', () => {
    const mail = renderBatchMail('en', { code: 'BB<b>1</b>', state: 'created', amountX100: null, currency: 'EUR', hasAccount: true, labelAttached: false });
    expect(mail.html).not.toContain('<b>1</b>');
    expect(mail.html).toContain('BB&lt;b&gt;1&lt;/b&gt;');
  });
});
