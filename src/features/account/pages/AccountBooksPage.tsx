import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import { RouteLink } from '@/routing';
import type { BatchView } from '@/contracts/buyback';
import { EmptyState, formatMoney, PendingState } from '@/ui';
import { CommissionAccountCard } from '@/features/commission';
import { useBatches, useLeads } from '../api/selling';
import { AccountLayout } from '@/features/account-frame';
import { Card, Table, TableScroll } from '../components/AccountCards.styles';
import { formatDate } from '../lib/formatDate';

/** What the intake desk left with a refused book (issue 15): its note, photos and the reclaim window. */
function RefusalEvidence({ book, money }: { book: BatchView['books'][number]; money: (x100: number) => string }) {
  const t = useTranslations('account');
  const locale = resolveLocale(useLocale());
  const until = book.reclaimUntil ? formatDate(book.reclaimUntil, locale) : null;
  return (
    <>
      {book.refusalNote && <><br />{t('books.refusalNote', { note: book.refusalNote })}</>}
      {until && book.reclaimOption === 'return' && <><br />{t('books.reclaimReturn', { fee: money(book.reclaimFeeX100 ?? 0), date: until })}</>}
      {until && book.reclaimOption === 'donate' && <><br />{t('books.reclaimDonate', { date: until })}</>}
      {(book.refusalPhotoUrls ?? []).map((url, i) => (
        <span key={url}>{' '}<a href={url} target="_blank" rel="noreferrer">{t('books.refusalPhoto', { n: i + 1 })}</a></span>
      ))}
    </>
  );
}

function Batch({ batch }: { batch: BatchView }) {
  const t = useTranslations('account');
  const locale = resolveLocale(useLocale());
  const money = (x100: number) => formatMoney(x100, batch.currency, locale);
  const headingId = `batch-${batch.code}`;
  return (
    <Card aria-labelledby={headingId} data-batch={batch.code}>
      <h2 id={headingId}>{t('books.batch', { code: batch.code })}</h2>
      <p>
        <strong data-testid="batch-state">{t(`batchStates.${batch.state}`)}</strong>
        {' · '}{formatDate(batch.createdAt, locale)}
        {batch.pickupDate && <>{' · '}{t('books.pickup', { date: formatDate(`${batch.pickupDate}T12:00:00Z`, locale) })}</>}
        {batch.trackingNumber && <>{' · '}{t('books.tracking', { number: batch.trackingNumber })}</>}
      </p>
      {batch.history.length > 0 && (
        <ol aria-label={t('books.history')}>
          {batch.history.map((step, i) => (
            <li key={`${step.state}-${i}`}>{formatDate(step.at, locale, true)}: {t(`batchStates.${step.state}`)}</li>
          ))}
        </ol>
      )}
      <TableScroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('books.book')}</th>
              <th scope="col">{t('books.choice')}</th>
              <th scope="col" className="num">{t('books.quoted')}</th>
              <th scope="col">{t('books.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {batch.books.map((book, i) => (
              <tr key={`${book.isbn13}-${i}`}>
                <td>{book.title ?? book.isbn13 ?? '—'}</td>
                <td>{t(`books.choices.${book.choice}`)}</td>
                <td className="num">{money(book.quotedX100)}</td>
                <td>
                  {book.outcome === 'pending' && t('books.pending')}
                  {book.outcome === 'accepted' && (book.acceptedX100 !== null ? t('books.acceptedAt', { amount: money(book.acceptedX100) }) : t('books.accepted'))}
                  {book.outcome === 'refused' && t('books.refused', { reason: book.refusalMessage ?? '' })}
                  {book.outcome === 'refused' && <RefusalEvidence book={book} money={money} />}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}

/** /account/books: the seller's batches (state, each book's fate and price) and drafts to finish. */
export default function AccountBooksPage() {
  const t = useTranslations('account');
  const locale = resolveLocale(useLocale());
  const batches = useBatches();
  const leads = useLeads();
  const drafts = leads.data?.items.filter((l) => l.state === 'draft' && l.itemCount > 0) ?? [];
  return (
    <AccountLayout current="accountBooks" title={t('books.title')}>
      <p><RouteLink route="sellBooks">{t('books.sell')}</RouteLink></p>
      <CommissionAccountCard />
      {drafts.length > 0 && (
        <Card aria-labelledby="books-drafts">
          <h2 id="books-drafts">{t('books.drafts')}</h2>
          <ul>
            {drafts.map((lead) => (
              <li key={lead.id}>
                {t('books.draft', { count: lead.itemCount, date: formatDate(lead.updatedAt, locale) })}{' '}
                <RouteLink route="sellBooks" query={{ lead: lead.id }}>{t('books.resume')}</RouteLink>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {!batches.data ? (
        <PendingState error={batches.error} onRetry={() => void batches.mutate()} />
      ) : batches.data.items.length === 0 ? (
        <EmptyState>{t('books.empty')}</EmptyState>
      ) : (
        batches.data.items.map((batch) => <Batch key={batch.code} batch={batch} />)
      )}
    </AccountLayout>
  );
}
