import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { RouteLink } from '@/routing';
import { CheckoutSection } from '@/features/checkout';
import type { CartPageProps } from './cart.getServerSideProps';
import { useCartView, useRemovedFromCart } from '@/app-context/context';
import { Container, EmptyState, PageHead, PendingState, RefreshingNotice } from '@/ui';
import { useCartData } from '../api/getCartData';
import { useRenewCartItem } from '../api/renewCartItem';
import { CartLine } from '../components/CartLine';
import { CartSummary } from '../components/CartSummary';
import { RemovedNotice } from '../components/RemovedNotice';
import { CheckoutSlot, ItemList, ItemsHeading } from './CartPage.styles';

/**
 * The cart (route key `cart`): the copies with their holds, the total, and the checkout below.
 * Data from useCartData, seeded by the server; removing goes through the cart context so the
 * header and the analytics event follow.
 */
export default function CartPage({ legalPages }: Partial<CartPageProps>) {
  const t = useTranslations('cart');
  const common = useTranslations('common');
  const { data, error, isValidating, mutate } = useCartData();
  const { remove } = useCartView();
  const renew = useRenewCartItem();
  const { removed, dismissRemoved } = useRemovedFromCart();
  const itemsHeadingId = useId();

  // A removed line takes the focused button with it: focus moves to the list heading (or the
  // page heading once the cart is empty) instead of falling back to the top of the document.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const itemsHeadingRef = useRef<HTMLHeadingElement>(null);
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) (itemsHeadingRef.current ?? titleRef.current)?.focus();
  }, [removals]);
  const removeLine = useCallback(
    async (productId: number) => {
      const ok = await remove(productId);
      if (ok) setRemovals((n) => n + 1);
      return ok;
    },
    [remove],
  );

  let body;
  if (!data) {
    body = <PendingState error={error} onRetry={() => void mutate()} />;
  } else if (data.items.length === 0) {
    body = (
      <EmptyState>
        {t('empty.text')} <RouteLink route="listing">{t('empty.browse')}</RouteLink>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <section aria-labelledby={itemsHeadingId}>
          <ItemsHeading id={itemsHeadingId} ref={itemsHeadingRef} tabIndex={-1}>
            {t('itemsHeading', { count: data.items.length })}
          </ItemsHeading>
          <ItemList>
            {data.items.map((item) => (
              <CartLine key={item.productId} item={item} onRemove={removeLine} onRenew={renew} />
            ))}
          </ItemList>
        </section>
        <CartSummary totalX100={data.priceTotalX100} currency={data.currency} />
        {/* The checkout form (feature `checkout`) goes under a non-empty cart. */}
        <CheckoutSlot>
          <CheckoutSection items={data.items} totalX100={data.priceTotalX100} currency={data.currency} legalPages={legalPages} />
        </CheckoutSlot>
      </>
    );
  }

  return (
    <Container>
      <PageHead title={t('title')} noIndex />
      <h1 ref={titleRef} tabIndex={-1}>
        {t('title')}
      </h1>
      <RemovedNotice removed={removed} onDismiss={dismissRemoved} />
      <RefreshingNotice active={Boolean(data) && isValidating} label={common('status.refreshing')} />
      {body}
    </Container>
  );
}
