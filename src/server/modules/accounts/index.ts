// The accounts module's public face for other modules (the support desk's anonymisation, issue 16).
export { anonymiseAccountInTx } from './account.service';
