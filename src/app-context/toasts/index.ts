// ShellToaster itself is not exported here: pages get it through DeferredShellToaster (fetched on demand).
export { DeferredShellToaster, loadToast } from './deferredToaster';
export { RequestErrorToasts, useRequestErrorToasts } from './useRequestErrorToasts';
export * from './toastTimings';
