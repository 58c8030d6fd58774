import { Toaster } from 'react-hot-toast';
import { LOADING_TOAST_DURATION_MS, SHELL_TOAST_DURATION_MS, SUCCESS_TOAST_DURATION_MS } from './toastTimings';

/** The one toast outlet of the page shell (docs/product.md#page-shell: bottom centre, 5 seconds). */
export function ShellToaster() {
  return (
    <Toaster
      position="bottom-center"
      toastOptions={{
        duration: SHELL_TOAST_DURATION_MS,
        success: { duration: SUCCESS_TOAST_DURATION_MS },
        loading: { duration: LOADING_TOAST_DURATION_MS },
      }}
    />
  );
}
