import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { LeadView } from '@/contracts/buyback';
import { resolveLocale } from '@/i18n/locales';
import { formatMoney } from '@/ui';
import { TotalsBox } from './Totals.styles';

/** What the seller is sending, in one box: books, cash (and bonus), commission, where the money goes. */
export function LeadSummary({ lead }: { lead: LeadView }) {
  const t = useTranslations('buyback');
  const locale = resolveLocale(useLocale());
  const money = (x100: number) => formatMoney(x100, lead.currency, locale);
  const copies = lead.items.reduce((n, i) => n + (i.quote.status === 'accepted' ? i.quantity : 0), 0);
  return (
    <TotalsBox aria-label={t('totals.label')}>
      <p>{t('totals.cash', { amount: money(lead.totals.cashX100), count: copies })}</p>
      {lead.totals.walletBonusX100 > 0 && <p>{t('totals.bonus', { amount: money(lead.totals.walletBonusX100) })}</p>}
      {lead.totals.commissionX100 > 0 && <p>{t('totals.commission', { amount: money(lead.totals.commissionX100) })}</p>}
      {lead.payout && <p>{lead.payout.method === 'wallet' ? t('summary.toWallet') : t('summary.toBank', { account: lead.payout.bankAccount ?? '' })}</p>}
    </TotalsBox>
  );
}
