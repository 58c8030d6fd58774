/** The app's route table, compiled and validated once when the module loads (docs/product.md#routing-errors routing errors). */
import { ROUTES, type RouteKey } from './routes';
import { compileRouteTable, type RouteTable } from './table';

export const ROUTE_TABLE: RouteTable<RouteKey> = compileRouteTable(ROUTES);
