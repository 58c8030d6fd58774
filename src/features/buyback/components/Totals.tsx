import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale, type CurrencyCode } from '@/i18n/locales';
import { formatMoney } from '@/ui';
import type { SellTotals } from '../lib/sellList';
import { TotalsBox } from './Totals.styles';

/** The running sum: cash (and the wallet bonus), the expected commission, how many books were refused. */
export function Totals({ totals, currency }: { totals: SellTotals; currency: CurrencyCode }) {
  const t = useTranslations('buyback');
  const locale = resolveLocale(useLocale());
  const money = (x100: number) => formatMoney(x100, currency, locale);
  return (
    <TotalsBox aria-label={t('totals.label')} aria-live="polite">
      <p data-testid="cash-total">{t('totals.cash', { amount: money(totals.cashX100), count: totals.accepted })}</p>
      {totals.walletBonusX100 > 0 && <p>{t('totals.bonus', { amount: money(totals.walletBonusX100) })}</p>}
      {totals.commissionX100 > 0 && <p>{t('totals.commission', { amount: money(totals.commissionX100) })}</p>}
      {totals.refused > 0 && <p>{t('totals.refused', { count: totals.refused })}</p>}
      {totals.pending > 0 && <p>{t('totals.pending', { count: totals.pending })}</p>}
    </TotalsBox>
  );
}
