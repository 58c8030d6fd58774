import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZXING_WASM_SHA256, ZXING_WASM_VERSION } from 'zxing-wasm/reader';
import { ZXING_WASM_PATH } from './detector';

// The scanner loads zxing's WebAssembly from our own origin (docs/adr/0005: nothing from a CDN).
// The served copy must be the exact binary of the installed glue code: after `npm update`, copy
// node_modules/zxing-wasm/dist/reader/zxing_reader.wasm to public/zxing/zxing_reader-<version>.wasm.
describe('the self-hosted zxing WebAssembly', () => {
  it('is in public/ under the installed version, byte for byte', () => {
    const file = join(process.cwd(), 'public', ZXING_WASM_PATH(ZXING_WASM_VERSION));
    expect(existsSync(file)).toBe(true);
    expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(ZXING_WASM_SHA256);
  });
});
