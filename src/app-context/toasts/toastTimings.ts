/**
 * docs/product.md#constants-toasts toast timings. The shell shows toasts for 5 s at the bottom centre; the per-type values
 * are react-hot-toast's own defaults, restated because a global `duration` would otherwise
 * override them — and a loading toast must stay until it is resolved, not vanish after 5 s.
 * (Removal 1000 ms after dismissal, at most 20 toasts and 350 px width are library defaults too.)
 */
export const SHELL_TOAST_DURATION_MS = 5000;
export const SUCCESS_TOAST_DURATION_MS = 2000;
export const LOADING_TOAST_DURATION_MS = Infinity;
