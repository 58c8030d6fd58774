export { AddToCartModal } from './AddToCartModal';
