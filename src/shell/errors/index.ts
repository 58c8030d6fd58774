export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { InternalErrorPage } from './InternalErrorPage';
