export { LoadingState } from './LoadingState';
export { LoadFailedState } from './LoadFailedState';
export { RefreshingNotice } from './RefreshingNotice';
