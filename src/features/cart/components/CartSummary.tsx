import { useId } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { CurrencyCode } from '@/i18n/locales';
import { Price } from '@/ui';
import { Note, SummaryBox, TotalRow } from './CartSummary.styles';

/** The books' total in the storefront's currency; delivery and payment come with the checkout. */
export function CartSummary({ totalX100, currency }: { totalX100: number; currency: CurrencyCode }) {
  const t = useTranslations('cart');
  const headingId = useId();
  return (
    <SummaryBox aria-labelledby={headingId}>
      <h2 id={headingId}>{t('summary.heading')}</h2>
      <TotalRow>
        <dt>{t('summary.total')}</dt>
        <dd>
          <Price amountX100={totalX100} currency={currency} />
        </dd>
      </TotalRow>
      <Note>{t('summary.note')}</Note>
    </SummaryBox>
  );
}
