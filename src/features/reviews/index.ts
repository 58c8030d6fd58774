/** Reviews: the block for a work's page, the block for an author's profile; /account/reviews imports its view directly. */
export { WorkReviews, AuthorReviews, ReviewsList } from './components/ReviewsList';
export { useReviews, fetchReviews, reviewsKey, type ReviewSource } from './api/reviews';
