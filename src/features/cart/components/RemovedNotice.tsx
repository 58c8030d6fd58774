import { useTranslations } from '@/i18n/use-translations';
import type { RemovedCartItem } from '@/contracts/cart';
import { Button } from '@/ui';
import { NoticeBox } from './RemovedNotice.styles';

interface RemovedNoticeProps {
  removed: readonly RemovedCartItem[];
  onDismiss: () => void;
}

/** Copies that went to someone else while they sat in this cart: named, with an apology, until dismissed. */
export function RemovedNotice({ removed, onDismiss }: RemovedNoticeProps) {
  const t = useTranslations('cart');
  return (
    // Always rendered: a live region must exist before its content changes to be announced.
    <div role="status">
      {removed.length > 0 && (
        <NoticeBox>
          <h2>{t('removed.title')}</h2>
          <p>{t('removed.intro', { count: removed.length })}</p>
          <ul>
            {removed.map((item) => (
              <li key={item.productId}>
                <strong>{item.title}</strong> – {t(`removed.reason.${item.reason}`)}
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={onDismiss}>
            {t('removed.dismiss')}
          </Button>
        </NoticeBox>
      )}
    </div>
  );
}
