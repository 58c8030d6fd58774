/**
 * The scanner page's Content-Security-Policy allows compiling WebAssembly; other pages' do not
 * (docs/adr/0005). A policy belongs to the document, so a page reached by client-side navigation
 * (the login's redirect back, the browser's back button) still runs under the policy of the page
 * the document was loaded as, and the zxing reader would be refused. Such a visit is turned into a
 * full load of the same address, once; a browser whose own BarcodeDetector reads EAN-13 needs none.
 */
export function loadedAsThisPage(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!entry) return true; // no Navigation Timing: assume a full load
  try {
    return new URL(entry.name).pathname === window.location.pathname;
  } catch {
    return true;
  }
}

async function nativeEan13(): Promise<boolean> {
  const Native = (globalThis as { BarcodeDetector?: { getSupportedFormats(): Promise<string[]> } }).BarcodeDetector;
  try {
    return Native ? (await Native.getSupportedFormats()).includes('ean_13') : false;
  } catch {
    return false;
  }
}

/** Reloads the page when it runs under another page's policy and needs the WebAssembly reader. */
export async function ensureScannerPolicy(): Promise<void> {
  if (loadedAsThisPage() || (await nativeEan13())) return;
  window.location.replace(window.location.href);
}
