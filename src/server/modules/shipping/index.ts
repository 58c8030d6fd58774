/** What other modules (checkout) use of shipping. */
export { quoteShipping, type ShippingQuote, type ShippingQuoteInput } from './shipping.service';
export { directDeliveryServes } from './pricing';
export { findMethod as findShippingMethod } from './shipping.repository';
