// The account module's public face (its routes are mounted by src/server/http/app.ts).
export { registerAccountRoutes } from './account.routes';
// The support desk's anonymisation (issue 16).
export { anonymiseAccountInTx } from './account.service';
