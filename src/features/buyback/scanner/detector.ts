/**
 * A barcode reader for EAN-13: the browser's own BarcodeDetector where it reads EAN-13 (Android,
 * ChromeOS, macOS), else the `barcode-detector` ponyfill, whose zxing WebAssembly is served by us
 * (public/zxing/, docs/adr/0005: no CDN; the scanner page's CSP allows 'wasm-unsafe-eval').
 * Imported only by the scanner page's lazily loaded code: nothing of it reaches other pages.
 */
export interface Detected {
  rawValue: string;
}

export interface EanReader {
  detect(source: ImageBitmapSource): Promise<Detected[]>;
  /** 'native' or 'zxing', for the page's diagnostics and tests. */
  kind: 'native' | 'zxing';
}

/** Version-named so a package upgrade cannot pair new glue code with an old cached binary. */
export const ZXING_WASM_PATH = (version: string) => `/zxing/zxing_reader-${version}.wasm`;

interface NativeDetectorClass {
  new (options: { formats: string[] }): { detect(source: ImageBitmapSource): Promise<Detected[]> };
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<EanReader | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    if (!formats.includes('ean_13')) return null;
    const detector = new Native({ formats: ['ean_13'] });
    return { kind: 'native', detect: (source) => detector.detect(source) };
  } catch {
    return null;
  }
}

async function zxingReader(): Promise<EanReader> {
  const { BarcodeDetector, prepareZXingModule, ZXING_WASM_VERSION } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(ZXING_WASM_PATH(ZXING_WASM_VERSION), window.location.origin).href : prefix + path),
    },
  });
  const detector = new BarcodeDetector({ formats: ['ean_13'] });
  return { kind: 'zxing', detect: (source) => detector.detect(source) };
}

let reader: Promise<EanReader> | null = null;

/** One reader per page; `forceZxing` skips the native one (tests, and browsers whose native reader misreads). */
export function eanReader(forceZxing = false): Promise<EanReader> {
  if (!reader) {
    reader = (async () => (forceZxing ? null : await nativeReader()) ?? (await zxingReader()))();
    reader.catch(() => {
      reader = null;
    });
  }
  return reader;
}
