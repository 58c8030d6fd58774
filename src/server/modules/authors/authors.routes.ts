import type { Api } from '../../http/types';

/** Placeholder until the module's routes land (kept so app.ts wiring does not move). */
export function registerAuthorRoutes(_app: Api): void {}
