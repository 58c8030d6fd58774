import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import { formatMoney } from '@/ui';
import { useDiscountedToday } from '../api/getDiscountedToday';
import { FeedView } from '../components/FeedView';
import { OmnibusNote } from '../components/FeedView.styles';
import type { FeedPageProps } from './feedHandler';

/**
 * Copies whose price was cut today (route key `discountedToday`). Each tile strikes through the
 * previous price; under it stands the lowest price of the 30 days before the cut (EU Omnibus rule).
 */
export default function DiscountedTodayPage({ page, languages = [] }: FeedPageProps) {
  const t = useTranslations('authors');
  const locale = resolveLocale(useLocale());
  return (
    <FeedView
      route="discountedToday"
      title={t('feeds.discountedToday.title')}
      description={t('feeds.discountedToday.description')}
      intro={(count) => t('feeds.discountedToday.intro', { count })}
      emptyText={t('feeds.discountedToday.empty')}
      page={page}
      feed={useDiscountedToday(page, languages)}
      renderExtra={(book) =>
        book.lowestPrice30DaysX100 !== null && (
          <OmnibusNote>
            {t('feeds.discountedToday.lowestPrice30Days', { price: formatMoney(book.lowestPrice30DaysX100, book.currency, locale) })}
          </OmnibusNote>
        )
      }
    />
  );
}
