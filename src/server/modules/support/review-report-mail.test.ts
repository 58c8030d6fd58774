import { LOCALE_LABELS } from '@/i18n/locales';
import { REVIEW_DECISIONS } from '@/contracts/support';
import { renderReviewReportMail } from './review-report-mail';

describe('the reporter’s e-mail', () => {
  it.each(LOCALE_LABELS)('%s: every decision renders, with the work’s title escaped', (locale) => {
    for (const decision of REVIEW_DECISIONS) {
      const mail = renderReviewReportMail(locale, decision, 'R.U.R. <b>');
      expect(mail.subject.length).toBeGreaterThan(3);
      expect(mail.text).toContain('R.U.R. <b>');
      expect(mail.html).toContain('R.U.R. &lt;b&gt;');
      expect(mail.html).not.toContain('{');
    }
  });
});

describe('the credit lock’s wallet rows', () => {
  it.each(LOCALE_LABELS)('%s: worded in the customer’s language', async (locale) => {
    const { CREDIT_LOCK_REASONS, creditLockReason } = await import('./wallet-reasons');
    expect(creditLockReason(locale, 'lock')).toBe(CREDIT_LOCK_REASONS[locale].lock);
    expect(CREDIT_LOCK_REASONS[locale].release.length).toBeGreaterThan(5);
  });
  it('an unknown language falls back to Czech', async () => {
    const { creditLockReason } = await import('./wallet-reasons');
    expect(creditLockReason('xx', 'release')).toBe('Blokace kreditu uvolněna');
  });
});
