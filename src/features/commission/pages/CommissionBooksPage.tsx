import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import { RouteLink } from '@/routing';
import { EmptyState, formatMoney, PendingState } from '@/ui';
import { changePrice, useCopies } from '../api/commission';
import { CommissionLayout, Table, TableScroll } from '../components/CommissionLayout';
import { PriceForm } from '../components/PriceForm';
import type { CommissionPageProps } from './commission.getServerSideProps';

/** /commission/[privateAccessToken]/books: every copy — state, price, days listed, views, the readers waiting; price changes within the terms. */
export default function CommissionBooksPage({ token }: CommissionPageProps) {
  const t = useTranslations('commission');
  const locale = resolveLocale(useLocale());
  const { data, error, mutate } = useCopies(token, 'books');
  const title = t('books.title');
  return (
    <CommissionLayout token={token} current="commissionBooks" title={title}>
      {!data ? <PendingState error={error} onRetry={() => void mutate()} /> : data.items.length === 0 ? <EmptyState>{t('books.empty')}</EmptyState> : (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('books.book')}</th><th scope="col">{t('books.state')}</th><th scope="col" className="num">{t('books.price')}</th>
                <th scope="col" className="num">{t('books.days')}</th><th scope="col" className="num">{t('books.views')}</th>
                <th scope="col" className="num">{t('books.wishlists')}</th><th scope="col" className="num">{t('books.watchdogs')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((c) => (
                <tr key={c.copyId} data-copy={c.copyId}>
                  <td>
                    {c.state === 'in_stock' ? <RouteLink route="copy" params={{ id: c.workId, copyId: c.copyId }}>{c.title}</RouteLink> : c.title}
                    {c.state === 'in_stock' && c.priceChangesLeft > 0 && !c.offerState && (
                      <PriceForm
                            currency={c.currency}
                        label={t('books.newPrice', { title: c.title })}
                        submitLabel={t('books.changePrice')}
                        onSubmit={(client, priceX100) => changePrice(client, token, c.copyId, priceX100)}
                        onDone={() => mutate()}
                      />
                    )}
                  </td>
                  <td data-label={t('books.state')} data-testid="copy-state">{c.offerState ? t(`offerStates.${c.offerState}`) : t(`states.${c.state}`)}</td>
                  <td className="num" data-label={t('books.price')}>{formatMoney(c.priceX100, c.currency, locale)}</td>
                  <td className="num" data-label={t('books.days')}>{c.daysListed}</td>
                  <td className="num" data-label={t('books.views')}>{c.views}</td>
                  <td className="num" data-label={t('books.wishlists')}>{c.wishlists}</td>
                  <td className="num" data-label={t('books.watchdogs')}>{c.watchdogs}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </CommissionLayout>
  );
}
