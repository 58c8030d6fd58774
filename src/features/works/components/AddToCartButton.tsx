import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { BookResponse } from '@/contracts/works';
import type { CartAddFailure } from '@/features/cart';
import { useAddToCartModal } from '@/app-context/addToCart';
import { useAddToCart, useAppContext } from '@/app-context/context';
import { browserClient } from '@/lib/http';
import { Button, ButtonLink } from '@/ui';
import { useReadingLanguages } from '@/features/account';
import { fetchUpsell } from '../api/getUpsell';
import { toAddToCartCopy } from '../lib/toAddToCartProduct';
import { AddToCartArea, AddToCartMessage } from './AddToCartButton.styles';

/**
 * Puts this copy in the cart and confirms it in the shell's add-to-cart modal. The context's
 * add() only says yes or no (docs/product.md#cart-actions); this button uses the same action with its reason, so a
 * copy that is sold or sits in someone else's cart is explained right here. Once the copy is in
 * the cart, the button becomes a link to the cart.
 */
export function AddToCartButton({ book }: { book: BookResponse }) {
  const t = useTranslations('book');
  const cartText = useTranslations('cart');
  const { cart, locale } = useAppContext();
  const add = useAddToCart();
  const { product: shownProduct, setProduct } = useAddToCartModal();
  // The upsell arrives after the modal opened; it must not reopen a modal the shopper closed.
  const upsellFor = useRef<number | null>(null);
  useEffect(() => {
    if (shownProduct === null) upsellFor.current = null;
  }, [shownProduct]);
  // The upsell is a bonus: the modal opens at once and shows it when (and if) it arrives. It is in
  // the shopper's reading languages (issue 17 item 1), asked for only once a copy went in.
  const [upsellWanted, setUpsellWanted] = useState(false);
  const languages = useReadingLanguages(upsellWanted);
  useEffect(() => {
    if (!upsellWanted || languages === undefined) return;
    setUpsellWanted(false);
    const product = toAddToCartCopy(book);
    fetchUpsell(browserClient(locale), book.bookId, languages)
      .then((upsell) => {
        if (upsell && upsellFor.current === product.bookId) setProduct(product, upsell);
      })
      .catch((error: unknown) => console.warn('Upsell for the add-to-cart modal failed', error));
  }, [upsellWanted, languages, book, locale, setProduct]);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<CartAddFailure | null>(null);
  const messageId = useId();
  const inCart = cart.items.some((item) => item.productId === book.bookId);

  // The button is replaced by the link while it has focus; focus follows, so the modal can give
  // it back to the link when it closes instead of dropping it at the top of the page.
  const justAdded = useRef(false);
  const cartLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (inCart && justAdded.current) cartLink.current?.focus();
  }, [inCart]);

  const addToCart = async () => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    justAdded.current = true;
    const outcome = await add(book.bookId);
    setPending(false);
    if (outcome.ok) {
      const product = toAddToCartCopy(book);
      upsellFor.current = product.bookId;
      setProduct(product);
      setUpsellWanted(true);
    } else {
      justAdded.current = false;
      setFailure(outcome.reason);
    }
  };

  return (
    <AddToCartArea>
      {inCart ? (
        <ButtonLink ref={cartLink} route="cart" $variant="secondary">
          {cartText('add.inCart')}
        </ButtonLink>
      ) : (
        <Button onClick={() => void addToCart()} aria-disabled={pending} aria-describedby={failure ? messageId : undefined}>
          {pending ? cartText('add.adding') : t('copy.addToCart')}
        </Button>
      )}
      {failure && (
        <AddToCartMessage id={messageId} role="alert">
          {cartText(`add.failure.${failure}`)}
        </AddToCartMessage>
      )}
    </AddToCartArea>
  );
}
