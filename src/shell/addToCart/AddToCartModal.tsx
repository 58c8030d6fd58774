import { useTranslations } from '@/i18n/use-translations';
import { BookTile, Button, ButtonLink, Modal } from '@/ui';
import { useAddToCartModal } from '@/app-context/addToCart';
import { ProductGrid, UpsellSection } from './AddToCartModal.styles';

/** Confirms a copy went into the cart and offers the upsell copy, if any; closing clears both. */
export function AddToCartModal() {
  const t = useTranslations('common');
  const { product, upsellProduct, setProduct } = useAddToCartModal();
  const close = () => setProduct(null);

  return (
    <Modal
      open={product !== null}
      onClose={close}
      title={t('addToCart.title')}
      footer={
        <>
          <ButtonLink route="cart" $variant="primary" onClick={close}>
            {t('addToCart.goToCart')}
          </ButtonLink>
          <Button variant="secondary" onClick={close}>
            {t('addToCart.continue')}
          </Button>
        </>
      }
    >
      {product && (
        <ProductGrid>
          <BookTile book={product} />
          {upsellProduct && (
            <UpsellSection aria-label={t('addToCart.upsellTitle')}>
              <h3>{t('addToCart.upsellTitle')}</h3>
              <BookTile book={upsellProduct} headingLevel="h4" />
            </UpsellSection>
          )}
        </ProductGrid>
      )}
    </Modal>
  );
}
