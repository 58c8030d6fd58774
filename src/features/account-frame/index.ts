export { AccountLayout } from './components/AccountLayout';
