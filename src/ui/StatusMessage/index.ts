export { LoadingState } from './LoadingState';
export { LoadFailedState } from './LoadFailedState';
export { RefreshingNotice } from './RefreshingNotice';
export { PendingState } from './PendingState';
export { EmptyState } from './StatusMessage.styles';
