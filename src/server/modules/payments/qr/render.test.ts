import QRCode from 'qrcode';
import { qrSvg } from './render';

/** Reads the dark modules back out of the SVG path that qrcode draws (M/m moves, h runs). */
function modulesFromSvg(svg: string, margin: number): { size: number; dark: Set<string> } {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const d = /<path stroke="#000000" d="([^"]+)"/.exec(svg);
  if (!viewBox || !d) throw new Error('unexpected SVG');
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d[1].matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (cmd === 'M') [x, y] = [Number(a), Number(b)];
    else if (cmd === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else for (let i = 0; i < Number(a); i++) dark.add(`${x++ - margin},${Math.floor(y) - margin}`);
  }
  return { size: Number(viewBox[1]) - 2 * margin, dark };
}

describe('qrSvg', () => {
  const payload = 'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:1234.50*CC:CZK*X-VS:26100001*MSG:OBJEDNAVKA BT26100001';

  it('is a self-contained SVG document', async () => {
    const svg = await qrSvg(payload);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<script|<image|href=|url\(/i);
  });

  it.each([
    ['a SPAYD payload', payload],
    ['an EPC payload with UTF-8', 'BCD\n002\n1\nSCT\n\nBookturn s.r.o.\nDE89370400440532013000\nEUR24.99\n\n\n/VS/1 Größe']],
  )('draws exactly the modules of %s at error correction M', async (_case, text) => {
    const expected = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const { size, dark } = modulesFromSvg(await qrSvg(text), 4);
    expect(size).toBe(expected.modules.size);
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        expect([row, col, dark.has(`${col},${row}`)]).toEqual([row, col, Boolean(expected.modules.get(row, col))]);
      }
    }
  });

  it('stores a SPAYD in the compact alphanumeric and numeric modes only', () => {
    const modes = QRCode.create(payload, { errorCorrectionLevel: 'M' }).segments.map((s) => s.mode.id);
    expect(modes.every((mode) => mode === 'Alphanumeric' || mode === 'Numeric')).toBe(true);
  });
});
