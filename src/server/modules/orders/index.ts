// The orders module's public face for other modules. Checkout writes a new order and payments move
// its state inside their own transactions: these are the order ledger's operations they use (to
// be folded into orders services that take the transaction; for now the same functions).
export {
  FOREVER, addWalletEntry, claimForOrder, findOrderById, flagOrder, insertLines, insertOrder, journal, markBooksSold, nextOrderNumber, nextOrderNumbers,
  reclaimForPaidOrder, releaseOrder, setPaidAt, setPaidAtNow, retireLapsedLines, transition, walletBalance, wasCancelledByCustomer, type OrderRow,
  type JournalActor,
} from './orders.repository';
// Fulfilment's actions keep the desk's Idempotency-Key table, stored answer and deadlock retry (docs/adr/0020).
export { findDeskKey, insertDeskKey, saveDeskResponse } from './desk/desk.repository';
export { retryOnDeadlock } from './desk/desk-retry';
export { effectiveState, isUnpaid, sourcesOf } from './order-state';
export { OrderDesk, insertRefund, insertWalletEntry } from './desk';
export { deskActionAllowed } from './order-state';
export { cancelOrder, getPublicOrder, variableSymbol } from './orders.service';
