import zlib from 'node:zlib';

/**
 * Just enough of a PDF reader for tests to see what a person would see: react-pdf (pdfkit) writes
 * compressed content streams in which text is glyph ids of an embedded subset font; the font's
 * ToUnicode CMap maps them back to letters. Handles the subset of PDF pdfkit produces — not a
 * general-purpose parser.
 */
export interface PdfInspection {
  pageCount: number;
  /** BaseFont names of the embedded fonts, e.g. "DZZZZZ+DejaVuSans". */
  embeddedFonts: string[];
  /** The text of every text-showing operator, one entry per operator, in content order. */
  textRuns: string[];
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

export function inspectPdf(pdf: Buffer): PdfInspection {
  const objects = readObjects(pdf);
  const cmaps = new Map<number, Map<number, string>>();
  const fontByResourceName = new Map<string, number>();
  const embeddedFonts: string[] = [];
  let pageCount = 0;

  for (const [num, obj] of objects) {
    if (/\/Type\s*\/Page(?![a-zA-Z])/.test(obj.dict)) pageCount += 1;
    const toUnicode = /\/Subtype\s*\/Type0[\s\S]*\/ToUnicode\s+(\d+)\s+0\s+R/.exec(obj.dict);
    if (toUnicode) {
      const cmap = objects.get(Number(toUnicode[1]))?.stream;
      if (cmap) cmaps.set(num, parseToUnicode(cmap.toString('latin1')));
    }
    const fontFile = /\/FontName\s*\/([A-Z]{6}\+[\w-]+)[\s\S]*\/FontFile2\s+\d+\s+0\s+R/.exec(obj.dict);
    if (fontFile) embeddedFonts.push(fontFile[1]);
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(obj.dict);
    if (fontDict) {
      for (const m of fontDict[1].matchAll(/\/(\w+)\s+(\d+)\s+0\s+R/g)) fontByResourceName.set(m[1], Number(m[2]));
    }
  }

  const textRuns: string[] = [];
  for (const obj of objects.values()) {
    const contentsRef = /\/Contents\s+(\d+)\s+0\s+R/.exec(obj.dict);
    const content = contentsRef ? objects.get(Number(contentsRef[1]))?.stream : null;
    if (!content) continue;
    let cmap = new Map<number, string>();
    const ops = /\/(\w+)\s+[\d.]+\s+Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (const m of content.toString('latin1').matchAll(ops)) {
      if (m[1]) cmap = cmaps.get(fontByResourceName.get(m[1]) ?? -1) ?? new Map();
      else {
        const hexes = m[2] !== undefined ? [...m[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [m[3]];
        textRuns.push(hexes.map((hex) => decodeGlyphs(hex, cmap)).join(''));
      }
    }
  }
  return { pageCount, embeddedFonts, textRuns };
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const m of text.matchAll(/(\d+)\s+0\s+obj\b/g)) {
    const start = m.index! + m[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const dataStart = start + streamAt + 'stream'.length + (text[start + streamAt + 6] === '\r' ? 2 : 1);
    const raw = pdf.subarray(dataStart, text.indexOf('endstream', dataStart));
    const stream = /\/FlateDecode/.test(dict) ? zlib.inflateSync(raw) : raw;
    objects.set(Number(m[1]), { dict, stream });
  }
  return objects;
}

function utf16Hex(hex: string): string {
  const units: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
}

function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(m[1], 16), utf16Hex(m[2].replace(/\s+/g, '')));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(m[1], 16);
      const to = parseInt(m[2], 16);
      if (m[3].startsWith('[')) {
        // A ligature maps to several code points, written with spaces inside the hex string.
        [...m[3].matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((d, i) => map.set(from + i, utf16Hex(d[1].replace(/\s+/g, ''))));
      } else {
        const base = parseInt(m[3].slice(1, -1), 16);
        for (let code = from; code <= to; code += 1) map.set(code, String.fromCharCode(base + code - from));
      }
    }
  }
  return map;
}

function decodeGlyphs(hex: string, cmap: Map<number, string>): string {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
  return out;
}
