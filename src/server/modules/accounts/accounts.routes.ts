import type { AppDeps, Api } from '../../http/types';

/** Login, sessions and the account area (issue 5). */
export function registerAccountRoutes(app: Api, deps: AppDeps): void {
  void app;
  void deps;
}
