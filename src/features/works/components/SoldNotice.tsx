import { useTranslations } from '@/i18n/use-translations';
import { NoticeBox, NoticeTitle } from './SoldNotice.styles';

/** Says plainly that this copy is gone; the page lists what is still available right below. */
export function SoldNotice({ hasAlternatives }: { hasAlternatives: boolean }) {
  const t = useTranslations('book');
  return (
    <NoticeBox>
      <NoticeTitle>{t('copy.sold.title')}</NoticeTitle>
      <p>{hasAlternatives ? t('copy.sold.alternatives') : t('copy.sold.noAlternatives')}</p>
    </NoticeBox>
  );
}
