/**
 * The app's route table, compiled and validated once when the module loads (docs/product.md#routing-errors
 * routing errors): on the server, which fails its start on a bad table. The browser runs the same
 * table without validating it again and builds a locale's path candidates when first needed.
 */
import { ROUTES, type RouteKey } from './routes';
import { compileRouteTable, type RouteTable } from './table';

export const ROUTE_TABLE: RouteTable<RouteKey> = compileRouteTable(ROUTES, { eager: typeof window === 'undefined' });
