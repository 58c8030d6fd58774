import { useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { CommissionCopyView } from '@/contracts/commission';
import { resolveLocale, SHOP_TIME_ZONE } from '@/i18n/locales';
import { browserClient, HttpError, reportRequestError } from '@/lib/http';
import { Button, EmptyState, formatMoney, PendingState } from '@/ui';
import { chooseOffer, useCopies } from '../api/commission';
import { Card, CommissionLayout } from '../components/CommissionLayout';
import { PriceForm } from '../components/PriceForm';
import type { CommissionPageProps } from './commission.getServerSideProps';

function Offer({ token, copy, returnFee, onChanged }: { token: string; copy: CommissionCopyView; returnFee: string; onChanged: () => Promise<unknown> }) {
  const t = useTranslations('commission');
  const locale = resolveLocale(useLocale());
  const [problem, setProblem] = useState<string | null>(null);
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
  const choose = async (choice: 'return' | 'donate') => {
    try {
      await chooseOffer(browserClient(locale), token, copy.copyId, { choice });
      await onChanged();
    } catch (e) {
      if (e instanceof HttpError && e.code === 'COMMISSION_OFFER_CLOSED') setProblem(t('errors.offerClosed'));
      else reportRequestError(e);
    }
  };
  const headingId = `offer-${copy.copyId}`;
  return (
    <Card aria-labelledby={headingId} data-copy={copy.copyId}>
      <h2 id={headingId}>{copy.title}</h2>
      <p>{formatMoney(copy.priceX100, copy.currency, locale)} · {t('discarded.listedDays', { days: copy.daysListed })}</p>
      {copy.offerState === 'listing_ended' && (
        <>
          <p>{copy.offerDeadline ? t('discarded.deadline', { date: date(copy.offerDeadline) }) : null}</p>
          <p>
            <Button onClick={() => void choose('return')}>{t('discarded.return', { fee: returnFee })}</Button>{' '}
            <Button variant="secondary" onClick={() => void choose('donate')}>{t('discarded.donate')}</Button>
          </p>
          <PriceForm
                            currency={copy.currency}
            label={t('discarded.newPrice')}
            submitLabel={t('discarded.reprice')}
            onSubmit={(client, priceX100) => chooseOffer(client, token, copy.copyId, { choice: 'reprice', priceX100 })}
            onDone={onChanged}
          />
        </>
      )}
      {copy.offerState === 'chosen' && copy.offerChoice && <p data-testid="offer-choice">{t(`discarded.chosen.${copy.offerChoice}`)}</p>}
      {copy.offerState === 'lapsed' && <p>{t('discarded.lapsed')}</p>}
      {problem && <p role="alert">{problem}</p>}
    </Card>
  );
}

/** /commission/[privateAccessToken]/discarded-books: copies whose listing ended and what happens to each; the seller chooses within the window. */
export default function CommissionDiscardedPage({ token }: CommissionPageProps) {
  const t = useTranslations('commission');
  const locale = resolveLocale(useLocale());
  const { data, error, mutate } = useCopies(token, 'discarded');
  const title = t('discarded.title');
  return (
    <CommissionLayout token={token} current="commissionDiscardedBooks" title={title}>
      <p>{t('discarded.intro')}</p>
      {!data ? <PendingState error={error} onRetry={() => void mutate()} /> : data.items.length === 0 ? <EmptyState>{t('discarded.empty')}</EmptyState> : (
        data.items.map((c) => <Offer key={c.copyId} token={token} copy={c} returnFee={formatMoney(data.returnFeeX100, data.currency, locale)} onChanged={() => mutate()} />)
      )}
    </CommissionLayout>
  );
}
