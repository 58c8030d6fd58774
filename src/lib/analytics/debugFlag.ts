/**
 * The tag manager's debug flag lives in local storage (docs/product.md#constants-tag-manager), so it survives navigation and
 * can be switched on in a shopper's browser for support: `?gtm_debug=1` turns it on, `=0` off.
 * While on, every data-layer push is echoed to the console.
 */
export const DEBUG_STORAGE_KEY = 'gtm_debug';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage is blocked (privacy mode, sandboxed frame): debugging is simply off.
    return undefined;
  }
}

export function isDataLayerDebug(): boolean {
  try {
    return storage()?.getItem(DEBUG_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function setDataLayerDebug(on: boolean): void {
  try {
    if (on) storage()?.setItem(DEBUG_STORAGE_KEY, '1');
    else storage()?.removeItem(DEBUG_STORAGE_KEY);
  } catch {
    // Nothing to keep it in; the flag stays off.
  }
}

/** Applies `gtm_debug=1|0` from a query string; other values and absence leave the flag alone. */
export function applyDebugQuery(search: string): void {
  const value = new URLSearchParams(search).get(DEBUG_STORAGE_KEY);
  if (value === '1') setDataLayerDebug(true);
  if (value === '0') setDataLayerDebug(false);
}
