export { ShellToaster } from './ShellToaster';
export { RequestErrorToasts, useRequestErrorToasts } from './useRequestErrorToasts';
export * from './toastTimings';
