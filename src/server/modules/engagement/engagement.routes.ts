import type { AppDeps, Api } from '../../http/types';

/** Wishlists, watchdogs and reviews (issue 5). */
export function registerEngagementRoutes(app: Api, deps: AppDeps): void {
  void app;
  void deps;
}
