export { Price, type PriceProps } from './Price';
export { formatMoney } from './formatMoney';
