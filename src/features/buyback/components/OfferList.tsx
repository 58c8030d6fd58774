import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { CONDITION_BANDS, type QuoteExplanation } from '@/contracts/buyback';
import { resolveLocale } from '@/i18n/locales';
import { Button, formatMoney } from '@/ui';
import { Select } from '@/ui/form';
import { unitAmount, type SellAction, type SellLine } from '../lib/sellList';
import { Explanation, LineCard, LineControls, LineHead, Lines, Offer, Refusal } from './OfferList.styles';

interface OfferListProps {
  lines: SellLine[];
  dispatch: (action: SellAction) => void;
  /** The scanner's compact list: no condition and choice controls (the sell-books page has them). */
  compact?: boolean;
  onRetry?: () => void;
}

export function ExplanationText({ explanation }: { explanation: QuoteExplanation }) {
  const t = useTranslations('buyback');
  const parts = [
    t('offer.readersWaiting', { count: explanation.readersWaiting }),
    t('offer.inStock', { count: explanation.copiesInStock }),
    explanation.typicalDaysToSell === null ? t('offer.noRecentSales') : t('offer.daysToSell', { days: explanation.typicalDaysToSell }),
  ];
  return <Explanation>{parts.join(' · ')}</Explanation>;
}

/** The running offer: one card per book with its price, why that price, and the seller's choices. */
export function OfferList({ lines, dispatch, compact = false, onRetry }: OfferListProps) {
  const t = useTranslations('buyback');
  const locale = resolveLocale(useLocale());
  if (lines.length === 0) return <p>{t('offer.empty')}</p>;
  return (
    <Lines aria-label={t('offer.listLabel')}>
      {lines.map((line) => {
        const { quote } = line;
        const title = quote?.title ?? line.input;
        const id = `line-${line.key}`;
        return (
          <LineCard key={line.key} aria-labelledby={`${id}-title`} data-isbn={line.key}>
            <LineHead>
              <h3 id={`${id}-title`}>{title}</h3>
              <span>{t('offer.isbn', { isbn: quote?.isbn13 ?? line.input })}</span>
              {line.quantity > 1 && <strong data-testid="quantity">{t('offer.times', { count: line.quantity })}</strong>}
            </LineHead>
            {quote === undefined && <p role="status">{t('offer.asking')}</p>}
            {quote === null && (
              <p>
                {t('offer.failed')}{' '}
                {onRetry && <Button variant="secondary" onClick={onRetry}>{t('offer.retry')}</Button>}
              </p>
            )}
            {quote?.status === 'refused' && (
              <>
                <Refusal data-reason={quote.reason}>{quote.message}</Refusal>
                {quote.explanation && <ExplanationText explanation={quote.explanation} />}
              </>
            )}
            {quote?.status === 'accepted' && (
              <>
                <Offer>
                  {line.choice === 'cash'
                    ? t('offer.cash', { amount: formatMoney(unitAmount(line), quote.currency, locale) })
                    : t('offer.commission', { amount: formatMoney(unitAmount(line), quote.currency, locale) })}
                  {compact && ` ${t('offer.inGoodCondition')}`}
                </Offer>
                <ExplanationText explanation={quote.explanation} />
                {!compact && (
                  <LineControls>
                    <label>
                      {t('offer.condition')}{' '}
                      <Select value={line.condition} onChange={(e) => dispatch({ type: 'condition', key: line.key, condition: e.target.value as SellLine['condition'] })}>
                        {CONDITION_BANDS.map((band) => (
                          <option key={band} value={band}>
                            {t(`bands.${band}`)} — {formatMoney(quote.prices[band], quote.currency, locale)}
                          </option>
                        ))}
                      </Select>
                    </label>
                    <fieldset>
                      <legend>{t('offer.how')}</legend>
                      <label>
                        <input type="radio" name={`${id}-choice`} checked={line.choice === 'cash'} onChange={() => dispatch({ type: 'choice', key: line.key, choice: 'cash' })} />{' '}
                        {t('offer.chooseCash', { amount: formatMoney(quote.prices[line.condition], quote.currency, locale) })}
                      </label>
                      <label>
                        <input type="radio" name={`${id}-choice`} checked={line.choice === 'commission'} onChange={() => dispatch({ type: 'choice', key: line.key, choice: 'commission' })} />{' '}
                        {t('offer.chooseCommission', { amount: formatMoney(quote.commissionPrices[line.condition], quote.currency, locale) })}
                      </label>
                    </fieldset>
                  </LineControls>
                )}
              </>
            )}
            <LineControls>
              {!compact && (
                <label>
                  {t('offer.quantity')}{' '}
                  <input type="number" min={1} max={50} value={line.quantity} onChange={(e) => dispatch({ type: 'quantity', key: line.key, quantity: Number(e.target.value) })} />
                </label>
              )}
              <Button variant="secondary" onClick={() => dispatch({ type: 'remove', key: line.key })} aria-label={t('offer.removeNamed', { title })}>
                {t('offer.remove')}
              </Button>
            </LineControls>
          </LineCard>
        );
      })}
    </Lines>
  );
}
