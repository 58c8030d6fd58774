/** The app's route table, compiled and validated once when the module loads (SPEC §5 routing errors). */
import { ROUTES, type RouteKey } from './routes';
import { compileRouteTable, type RouteTable } from './table';

export const ROUTE_TABLE: RouteTable<RouteKey> = compileRouteTable(ROUTES);
