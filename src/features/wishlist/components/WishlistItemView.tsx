import { useTranslations } from '@/i18n/use-translations';
import type { WishlistItem } from '@/contracts/engagement';
import { RouteLink } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { formatMoney } from '@/ui';

type Item = Omit<WishlistItem, 'id'>;

/**
 * One wished copy or title: its link, condition and price, or — when the wished copy was sold —
 * that note with links to the other copies of the work still in stock.
 */
export function WishlistItemView({ item }: { item: Item }) {
  const t = useTranslations('engagement');
  const states = useTranslations('book-states');
  const { locale } = useAppContext();
  const money = (x100: number) => formatMoney(x100, item.currency, locale);
  const link =
    item.kind === 'book' && item.bookId !== null ? (
      <RouteLink route="copy" params={{ id: String(item.workId), copyId: String(item.bookId) }}>{item.title}</RouteLink>
    ) : (
      <RouteLink route="work" params={{ id: String(item.workId) }}>{item.title}</RouteLink>
    );
  return (
    <div>
      <strong>{link}</strong>
      {item.authors.length > 0 && <> — {item.authors.join(', ')}</>}
      <br />
      {item.kind === 'work' && <small>{t('wishlist.anyCopy')} · </small>}
      {item.availability === 'in_stock' && (
        <small>
          {t('wishlist.inStock')}
          {item.conditionId !== null && <> · {states(String(item.conditionId))}</>}
          {item.priceX100 !== null && <> · {item.kind === 'work' ? t('wishlist.from', { price: money(item.priceX100) }) : money(item.priceX100)}</>}
        </small>
      )}
      {item.availability === 'none' && <small>{t('wishlist.noneInStock')}</small>}
      {item.availability === 'sold' && (
        <div role="note">
          <small>{t('wishlist.sold')} </small>
          {item.otherCopies.count > 0 && item.otherCopies.fromPriceX100 !== null ? (
            <small>
              {t('wishlist.otherCopies', { count: item.otherCopies.count, price: money(item.otherCopies.fromPriceX100) })}{' '}
              {item.otherCopies.bookIds.map((copyId, i) => (
                <span key={copyId}>
                  {i > 0 && ', '}
                  <RouteLink route="copy" params={{ id: String(item.workId), copyId: String(copyId) }}>
                    {t('wishlist.copyLink', { number: i + 1 })}
                  </RouteLink>
                </span>
              ))}
            </small>
          ) : (
            <small>
              {t('wishlist.noOtherCopies')}{' '}
              <RouteLink route="watchdog" query={{ work: String(item.workId) }}>{t('watchdog.button')}</RouteLink>
            </small>
          )}
        </div>
      )}
    </div>
  );
}
