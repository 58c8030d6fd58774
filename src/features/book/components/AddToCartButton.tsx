import { useTranslations } from 'next-intl';
import type { BookResponse } from '@/contracts/book';
import { useAddToCartModal } from '@/shell/addToCart';
import { Button } from '@/ui';
import { toAddToCartProduct } from '../lib/toAddToCartProduct';

/**
 * Opens the shell's add-to-cart modal for this copy. The cart API arrives with the cart issue;
 * until then the button only confirms in the modal.
 */
export function AddToCartButton({ book }: { book: BookResponse }) {
  const t = useTranslations('book');
  const { setProduct } = useAddToCartModal();
  return <Button onClick={() => setProduct(toAddToCartProduct(book))}>{t('copy.addToCart')}</Button>;
}
