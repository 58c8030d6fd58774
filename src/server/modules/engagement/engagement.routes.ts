import type { Api } from '../../http/types';
import { registerWatchdogRoutes } from './watchdogs/watchdogs.routes';
import { registerWishlistRoutes } from './wishlist/wishlist.routes';
import { registerReviewRoutes } from './reviews/reviews.routes';
import { registerProfileRoutes } from './profiles/profiles.routes';

/** Wishlists, watchdogs, reviews and public profiles (issue 5). */
export function registerEngagementRoutes(app: Api): void {
  registerWatchdogRoutes(app);
  registerWishlistRoutes(app);
  registerReviewRoutes(app);
  registerProfileRoutes(app);
}
