import { useState } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { CartItemData } from '@/contracts/cart';
import { RouteLink } from '@/routing';
import { Button, Price } from '@/ui';
import type { RenewOutcome } from '../api/renewCartItem';
import { cartCoverUrl } from '../lib/cartCover';
import { HoldTimer } from './HoldTimer';
import { Cover, Facts, LineError, LineItem, Muted, PriceAndAction } from './CartLine.styles';

interface CartLineProps {
  item: CartItemData;
  /** Resolves true once the copy is out of the cart. */
  onRemove: (productId: number) => Promise<boolean>;
  /** Holds a copy whose hold lapsed again; without it the line offers no "reserve again". */
  onRenew?: (productId: number) => Promise<RenewOutcome>;
}

/** One copy in the cart: what it is, its price, how long it stays reserved, and a way to take it out. */
export function CartLine({ item, onRemove, onRenew }: CartLineProps) {
  const t = useTranslations('cart');
  const common = useTranslations('common');
  const states = useTranslations('book-states');
  const [removing, setRemoving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [renewFailure, setRenewFailure] = useState<Exclude<RenewOutcome, 'ok'> | null>(null);
  const conditionKey = String(item.conditionId);

  const remove = async () => {
    // aria-disabled rather than disabled: a disabled button would drop keyboard focus mid-action.
    if (removing) return;
    setRemoving(true);
    setFailed(false);
    const removed = await onRemove(item.productId);
    // A removed line unmounts; only a failure needs the state back.
    if (!removed) {
      setRemoving(false);
      setFailed(true);
    }
  };

  const renew = async () => {
    if (renewing || !onRenew) return;
    setRenewing(true);
    setRenewFailure(null);
    const outcome = await onRenew(item.productId);
    setRenewing(false);
    if (outcome !== 'ok') setRenewFailure(outcome);
  };

  const renewButton = onRenew && (
    <div>
      <Button variant="secondary" onClick={() => void renew()} aria-disabled={renewing} aria-label={t('line.renewLabel', { title: item.title })}>
        {renewing ? t('line.renewing') : t('line.renew')}
      </Button>
    </div>
  );

  return (
    <LineItem>
      {/* The title beside it names the book; the cover adds nothing for a screen reader. */}
      <Cover src={cartCoverUrl(item.workId)} alt="" width={80} height={120} loading="lazy" />
      <Facts>
        <h3>
          <RouteLink route="copy" params={{ id: String(item.workId), copyId: String(item.bookId) }}>
            {item.title}
          </RouteLink>
        </h3>
        <Muted>{item.authors.length > 0 ? item.authors.join(', ') : common('book.unknownAuthor')}</Muted>
        {states.has(conditionKey) && <p>{common('book.condition', { condition: states(conditionKey) })}</p>}
        <HoldTimer heldUntil={item.heldUntil} title={item.title} expiredAction={renewButton} />
        {renewFailure && <LineError role="alert">{t(renewFailure === 'taken' ? 'line.renewTaken' : 'line.renewFailed')}</LineError>}
      </Facts>
      <PriceAndAction>
        <Price amountX100={item.priceX100} currency={item.currency} />
        <Button variant="secondary" onClick={() => void remove()} aria-disabled={removing} aria-label={t('line.removeLabel', { title: item.title })}>
          {removing ? t('line.removing') : t('line.remove')}
        </Button>
      </PriceAndAction>
      {failed && <LineError role="alert">{t('line.removeFailed')}</LineError>}
    </LineItem>
  );
}
