export { AddToCartModal } from './AddToCartModal';
export { DeferredAddToCartModal } from './DeferredAddToCartModal';
