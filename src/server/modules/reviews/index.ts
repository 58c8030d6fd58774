// The reviews module's public face for other modules.
export { reviewsOfCustomer } from './reviews.service';
