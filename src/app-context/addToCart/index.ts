export { AddToCartModalProvider, useAddToCartModal, type AddToCartModalValue, type AddToCartCopy as AddToCartProduct } from './AddToCartModalContext';
