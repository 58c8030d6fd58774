import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale, type CurrencyCode } from '@/i18n/locales';
import { formatMoney } from './formatMoney';
import { PriceWrapper } from './Price.styles';

export interface PriceProps {
  /** Integer hundredths of `currency`. */
  amountX100: number;
  currency: CurrencyCode;
  /** The price before a discount; shown struck through only when it is higher than the current one. */
  previousAmountX100?: number | null;
  className?: string;
}

/**
 * A price in the storefront's format. A struck-through <del> is not announced as "old price" by
 * most screen readers, so both prices carry hidden words saying which is which.
 */
export function Price({ amountX100, currency, previousAmountX100, className }: PriceProps) {
  const locale = resolveLocale(useLocale());
  const t = useTranslations('common');
  const discounted = previousAmountX100 != null && previousAmountX100 > amountX100;

  return (
    <PriceWrapper className={className}>
      {discounted && (
        <span className="pp">
          <span className="vh">{t('price.previous')} </span>
          <del>{formatMoney(previousAmountX100, currency, locale)}</del>
        </span>
      )}
      {discounted ? (
        <span className="pc ps">
          <span className="vh">{t('price.now')} </span>
          {formatMoney(amountX100, currency, locale)}
        </span>
      ) : (
        <span className="pc">{formatMoney(amountX100, currency, locale)}</span>
      )}
    </PriceWrapper>
  );
}
