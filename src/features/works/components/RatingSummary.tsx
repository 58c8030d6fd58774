import { useLocale, useTranslations } from 'next-intl';
import type { WorkSummary } from '@/contracts/works';
import { LOCALES, resolveLocale } from '@/i18n/locales';
import { RatingLine } from './RatingSummary.styles';

/** "Rated 4.5 out of 5 (12 ratings)": the same figures the JSON-LD gives search engines. */
export function RatingSummary({ rating }: { rating: NonNullable<WorkSummary['rating']> }) {
  const t = useTranslations('book');
  const locale = resolveLocale(useLocale());
  const average = new Intl.NumberFormat(LOCALES[locale].intl, { maximumFractionDigits: 1 }).format(rating.average);
  return (
    <RatingLine>
      <span aria-hidden="true">★ </span>
      {t('work.rating', { average, count: rating.count })}
    </RatingLine>
  );
}
