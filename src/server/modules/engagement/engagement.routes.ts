import type { AppDeps, Api } from '../../http/types';
import { registerWatchdogRoutes } from './watchdogs/watchdogs.routes';
import { registerWishlistRoutes } from './wishlist/wishlist.routes';
import { registerReviewRoutes } from './reviews/reviews.routes';

/** Wishlists, watchdogs and reviews (issue 5). */
export function registerEngagementRoutes(app: Api, deps: AppDeps): void {
  void deps;
  registerWatchdogRoutes(app);
  registerWishlistRoutes(app);
  registerReviewRoutes(app);
}
