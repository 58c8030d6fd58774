export { AddToCartModalProvider, useAddToCartModal, type AddToCartModalValue, type AddToCartProduct } from './AddToCartModalContext';
