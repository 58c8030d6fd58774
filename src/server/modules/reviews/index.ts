// The reviews module's public face for other modules.
export { reviewsOfCustomer } from './reviews.service';
// The support desk's moderation (issue 16): the work's lock and maintained rating, in the moderation's transaction.
export { lockWork, refreshWorkRating } from './reviews.repository';
