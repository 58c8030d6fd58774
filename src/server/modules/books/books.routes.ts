import type { Api } from '../../http/types';

/** Placeholder until the module's routes land (kept so app.ts wiring does not move). */
export function registerBookRoutes(_app: Api): void {}
