/**
 * Payment feature: the pages after ordering (thank-you, pay, payment-failed, provider return
 * pages, the Adyen drop-in) and what the checkout shares with them. Page files import the views
 * and getServerSideProps directly (the drop-in view carries the provider's stylesheet).
 */
export { paymentChoices, retryMethods, type PaymentChoice, type ShippingForPayment } from './lib/paymentChoices';
export { nextStepAction, type NextAction } from './lib/nextStep';
export { useFollowNextStep } from './hooks/useFollowNextStep';
export { OrderTotals, type OrderTotalsProps } from './components/OrderTotals';
export { CART_DATA_KEY } from './api/cartKey';
export { fetchOrder, orderKey, useOrder, ORDER_BY_CODE_ENDPOINT } from './api/getOrderByCode';
