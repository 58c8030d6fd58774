/**
 * Generated book covers: a pure function from (title, author, seed) to an SVG string.
 * Colours and pattern come from the seed (same seed → same cover); the title is wrapped and
 * sized to fit. No fonts or images are loaded: generic font families only.
 */
export interface CoverInput {
  title: string;
  author: string;
  seed: number;
}

const WIDTH = 300;
const HEIGHT = 450;
const TEXT_WIDTH = 232;

interface Palette {
  background: string;
  accent: string;
  pattern: string;
  panel: string;
  ink: string;
}

/** Calm, bookish palettes; `ink` is readable on `panel`. */
const PALETTES: readonly Palette[] = [
  { background: '#1f3a5f', accent: '#f2c14e', pattern: '#2d5282', panel: '#f7f3e8', ink: '#1f3a5f' },
  { background: '#7a2e2e', accent: '#e9c46a', pattern: '#933b3b', panel: '#fbf5ea', ink: '#5c1f1f' },
  { background: '#2f5d50', accent: '#f4a261', pattern: '#3b7363', panel: '#f5f1e6', ink: '#234539' },
  { background: '#3d2c5e', accent: '#f6bd60', pattern: '#4e3a78', panel: '#f7f1fb', ink: '#3d2c5e' },
  { background: '#e76f51', accent: '#264653', pattern: '#ee8a6f', panel: '#fff8f0', ink: '#264653' },
  { background: '#264653', accent: '#e9c46a', pattern: '#2f5a6b', panel: '#f1faee', ink: '#264653' },
  { background: '#d9c5a0', accent: '#8c2f39', pattern: '#cdb68a', panel: '#fffdf7', ink: '#3b2a1a' },
  { background: '#0b3954', accent: '#ff6663', pattern: '#11507a', panel: '#f4f9fc', ink: '#0b3954' },
  { background: '#556b2f', accent: '#f0e68c', pattern: '#667f3a', panel: '#fafaf0', ink: '#3a4a20' },
  { background: '#b56576', accent: '#355070', pattern: '#c27a8a', panel: '#fff7f8', ink: '#355070' },
  { background: '#f2e8cf', accent: '#386641', pattern: '#e6d8b5', panel: '#ffffff', ink: '#1b3a24' },
  { background: '#14213d', accent: '#fca311', pattern: '#1d2f55', panel: '#f5f5f5', ink: '#14213d' },
];

const PATTERNS = ['stripes', 'circles', 'dots', 'waves', 'mountains', 'bands', 'grid'] as const;
type Pattern = (typeof PATTERNS)[number];

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

/** Small deterministic generator (mulberry32), local so the module stays dependency-free. */
function random(seed: number): () => number {
  let state = (Math.imul(seed | 0, 0x9e3779b1) ^ 0x5bd1e995) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Greedy word wrap to `maxChars` per line; overlong words are split with a hyphen. When more
 * than `maxLines` are needed the last line ends with an ellipsis.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean).flatMap((word) => {
    if (word.length <= maxChars) return [word];
    const parts: string[] = [];
    for (let i = 0; i < word.length; i += maxChars - 1) {
      const rest = word.slice(i);
      parts.push(rest.length <= maxChars ? rest : `${word.slice(i, i + maxChars - 1)}-`);
      if (rest.length <= maxChars) break;
    }
    return parts;
  });
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1];
  kept[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
  return kept;
}

/** Picks the largest title size whose wrapped lines fit the panel. */
function layoutTitle(title: string): { size: number; lines: string[] } {
  for (const size of [34, 30, 26, 22]) {
    const maxChars = Math.floor(TEXT_WIDTH / (size * 0.56));
    const lines = wrapText(title, maxChars, 99);
    if (lines.length <= 4) return { size, lines };
  }
  const size = 19;
  return { size, lines: wrapText(title, Math.floor(TEXT_WIDTH / (size * 0.56)), 5) };
}

function patternSvg(kind: Pattern, p: Palette, rnd: () => number): string {
  const out: string[] = [];
  switch (kind) {
    case 'stripes': {
      const step = 18 + Math.floor(rnd() * 14);
      for (let x = -HEIGHT; x < WIDTH; x += step) {
        out.push(`<path d="M${x} 0 L${x + HEIGHT} ${HEIGHT}" stroke="${p.pattern}" stroke-width="${(step / 3).toFixed(1)}"/>`);
      }
      break;
    }
    case 'circles': {
      const cx = 60 + Math.floor(rnd() * 180);
      const cy = 60 + Math.floor(rnd() * 80);
      for (let r = 150; r > 10; r -= 22) out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${p.pattern}" stroke-width="9"/>`);
      out.push(`<circle cx="${cx}" cy="${cy}" r="14" fill="${p.accent}"/>`);
      break;
    }
    case 'dots': {
      const gap = 20 + Math.floor(rnd() * 8);
      for (let y = gap / 2; y < HEIGHT; y += gap) {
        for (let x = gap / 2; x < WIDTH; x += gap) out.push(`<circle cx="${x}" cy="${y}" r="${(2 + rnd() * 3).toFixed(1)}" fill="${p.pattern}"/>`);
      }
      break;
    }
    case 'waves': {
      const amp = 8 + rnd() * 10;
      for (let y = 20; y < HEIGHT + 20; y += 26) {
        let d = `M0 ${y}`;
        for (let x = 0; x <= WIDTH; x += 50) d += ` Q${x + 25} ${(y - amp).toFixed(1)} ${x + 50} ${y}`;
        out.push(`<path d="${d}" fill="none" stroke="${p.pattern}" stroke-width="6"/>`);
      }
      break;
    }
    case 'mountains': {
      for (let layer = 2; layer >= 0; layer--) {
        const base = HEIGHT - 40 - layer * 45;
        let d = `M0 ${HEIGHT} L0 ${base}`;
        for (let x = 0; x <= WIDTH; x += 50) d += ` L${x + 25} ${Math.round(base - 30 - rnd() * 70)} L${x + 50} ${base}`;
        d += ` L${WIDTH} ${HEIGHT} Z`;
        out.push(`<path d="${d}" fill="${layer === 0 ? p.accent : p.pattern}" opacity="${layer === 0 ? 0.85 : 0.9 - layer * 0.2}"/>`);
      }
      out.push(`<circle cx="${60 + Math.floor(rnd() * 180)}" cy="70" r="26" fill="${p.accent}" opacity="0.9"/>`);
      break;
    }
    case 'bands': {
      out.push(`<rect x="0" y="0" width="${WIDTH}" height="70" fill="${p.pattern}"/>`);
      out.push(`<rect x="0" y="${HEIGHT - 70}" width="${WIDTH}" height="70" fill="${p.pattern}"/>`);
      out.push(`<rect x="0" y="70" width="${WIDTH}" height="6" fill="${p.accent}"/>`);
      out.push(`<rect x="0" y="${HEIGHT - 76}" width="${WIDTH}" height="6" fill="${p.accent}"/>`);
      break;
    }
    case 'grid': {
      const cell = 50;
      for (let y = 0; y < HEIGHT; y += cell) {
        for (let x = 0; x < WIDTH; x += cell) {
          if (rnd() < 0.45) out.push(`<rect x="${x + 4}" y="${y + 4}" width="${cell - 8}" height="${cell - 8}" rx="4" fill="${p.pattern}"/>`);
          else if (rnd() < 0.15) out.push(`<circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="${cell / 2 - 8}" fill="${p.accent}" opacity="0.8"/>`);
        }
      }
      break;
    }
  }
  return out.join('');
}

export function renderCoverSvg({ title, author, seed }: CoverInput): string {
  const rnd = random(seed);
  const palette = PALETTES[Math.floor(rnd() * PALETTES.length)];
  const pattern = PATTERNS[Math.floor(rnd() * PATTERNS.length)];
  const { size, lines } = layoutTitle(title.trim() || '—');
  const lineHeight = Math.round(size * 1.18);
  const authorText = author.trim() ? wrapText(author.trim().toUpperCase(), 24, 1)[0] : '';
  // Panel: padding, title lines, then a divider and the author line.
  const titleBlock = lines.length * lineHeight;
  const panelHeight = 40 + titleBlock + (authorText ? 44 : 0);
  const panelY = Math.round((HEIGHT - panelHeight) / 2 + (rnd() - 0.5) * 60);
  const firstBaseline = panelY + 22 + size * 0.85;
  const dividerY = panelY + 22 + titleBlock + 8;
  const gradientId = `spine${seed >>> 0}`;

  const titleSpans = lines
    .map((line, i) => `<tspan x="${WIDTH / 2}" y="${(firstBaseline + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`)
    .join('');
  const label = authorText ? `${title} — ${author}` : title;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="${gradientId}" x1="0" x2="1" y1="0" y2="0">`,
    '<stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.06" stop-color="#000" stop-opacity="0.08"/>',
    '<stop offset="0.1" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.16" stop-color="#000" stop-opacity="0"/>',
    '</linearGradient></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.background}"/>`,
    `<g>${patternSvg(pattern, palette, rnd)}</g>`,
    `<rect x="26" y="${panelY}" width="${WIDTH - 52}" height="${panelHeight}" rx="6" fill="${palette.panel}" opacity="0.96"/>`,
    `<rect x="33" y="${panelY + 7}" width="${WIDTH - 66}" height="${panelHeight - 14}" rx="4" fill="none" stroke="${palette.accent}" stroke-width="2"/>`,
    `<text text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${size}" fill="${palette.ink}">${titleSpans}</text>`,
    authorText
      ? `<rect x="${WIDTH / 2 - 24}" y="${dividerY}" width="48" height="3" fill="${palette.accent}"/>`
        + `<text x="${WIDTH / 2}" y="${dividerY + 27}" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-size="14" letter-spacing="1.5" fill="${palette.ink}">${escapeXml(authorText)}</text>`
      : '',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${gradientId})"/>`,
    '</svg>',
  ].join('');
}
