// The customers module's public face: sessions (who is logged in) and the per-customer lock.
export {
  SESSION_COOKIE, createSession, customerIdForToken, deleteCustomerSessions, deleteSessionByToken, hashSessionToken, rotateSession,
} from './session';
export { lockCustomer } from './customers.repository';
