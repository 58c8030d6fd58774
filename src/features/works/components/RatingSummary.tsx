import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { WorkSummary } from '@/contracts/works';
import { LOCALES, resolveLocale, type Locale } from '@/i18n/locales';
import { RatingLine } from './RatingSummary.styles';

/** One formatter per locale per process, not one per render (issue 18). */
const averageFormats = new Map<Locale, Intl.NumberFormat>();

function averageFormat(locale: Locale): Intl.NumberFormat {
  let format = averageFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[locale].intl, { maximumFractionDigits: 1 });
    averageFormats.set(locale, format);
  }
  return format;
}

/** "Rated 4.5 out of 5 (12 ratings)": the same figures the JSON-LD gives search engines. */
export function RatingSummary({ rating }: { rating: NonNullable<WorkSummary['rating']> }) {
  const t = useTranslations('book');
  const locale = resolveLocale(useLocale());
  const average = averageFormat(locale).format(rating.average);
  return (
    <RatingLine>
      <span aria-hidden="true">★ </span>
      {t('work.rating', { average, count: rating.count })}
    </RatingLine>
  );
}
