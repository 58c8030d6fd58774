/** Commission selling (issue 16): the seller's private dashboard, the public share list, the account's way in. */
export { CommissionAccountCard } from './components/CommissionAccountCard';
