export { AccountLayout } from './components/AccountLayout';
export { useEndSession } from './hooks/useEndSession';
