import path from 'node:path';

export const INVOICE_FONT_FAMILY = 'DejaVu Sans';

/**
 * Resolved at run time from the working directory (the repository root under `next start`, tsx
 * and jest) so Next's server bundle never tries to bundle the TTF files. Built-in PDF fonts cover
 * Latin-1 only; DejaVu has every letter of the ten storefronts' languages (č, ř, ů, ľ, ő, …).
 */
export function invoiceFontFiles(root = process.cwd()) {
  const dir = path.join(root, 'src/server/assets/fonts');
  return { regular: path.join(dir, 'DejaVuSans.ttf'), bold: path.join(dir, 'DejaVuSans-Bold.ttf') };
}

type FontApi = typeof import('@react-pdf/renderer')['Font'];
interface GlyphCache {
  characterSet: number[];
  glyphForCodePoint(codePoint: number): unknown;
}

// Numeric on purpose: react-pdf's getFont() resolves the string 'bold' to the regular face.
const WEIGHTS = [400, 700] as const;
/** Alphabetic presentation forms (ﬁ, ﬂ…): left to the shaper, which records a ligature's letters. */
const isPresentationForm = (codePoint: number) => codePoint >= 0xfb00 && codePoint <= 0xfb4f;

/**
 * Registers and loads the embedded font once per react-pdf instance (its font store is a module
 * singleton shared by every render in the process).
 */
export async function prepareInvoiceFonts(font: FontApi): Promise<void> {
  const files = invoiceFontFiles();
  font.register({
    family: INVOICE_FONT_FAMILY,
    fonts: [{ src: files.regular, fontWeight: 400 }, { src: files.bold, fontWeight: 700 }],
  });
  // react-pdf hyphenates with English patterns by default, which splits Czech or German words wrongly.
  font.registerHyphenationCallback((word) => [word]);

  for (const fontWeight of WEIGHTS) {
    await font.load({ fontFamily: INVOICE_FONT_FAMILY, fontWeight });
    const loaded = font.getFont({ fontFamily: INVOICE_FONT_FAMILY, fontWeight }).data as unknown as GlyphCache | null;
    if (!loaded) throw new Error(`Invoice font ${INVOICE_FONT_FAMILY} ${fontWeight} did not load`);
    // fontkit caches one glyph object per glyph id, with the code points it was first asked for.
    // Subsetting an accented letter (č = c + caron) creates its component glyphs with none, so a
    // later document drawing a plain "c" would get an empty ToUnicode entry: the letter shows, but
    // copying, searching or indexing the invoice loses it. Creating every mapped glyph up front,
    // with its code point, keeps the text layer right in every document the process renders.
    for (const codePoint of loaded.characterSet) {
      if (!isPresentationForm(codePoint)) loaded.glyphForCodePoint(codePoint);
    }
  }
}
