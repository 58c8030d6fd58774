import { escapeXml, renderCoverSvg, wrapText } from './cover-svg';

const cover = (title: string, author = 'Marie Štěpánová', seed = 1) => renderCoverSvg({ title, author, seed });

describe('renderCoverSvg', () => {
  it('is a 300×450 SVG with the title and author', () => {
    const svg = cover('Poslední léto v Praze');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 300 450"/);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('Poslední');
    expect(svg).toContain('MARIE ŠTĚPÁNOVÁ');
  });

  it('is deterministic per seed and varies between seeds', () => {
    expect(cover('Der gläserne Schlüssel', 'Wolfgang Müller', 42)).toBe(cover('Der gläserne Schlüssel', 'Wolfgang Müller', 42));
    const looks = new Set(Array.from({ length: 12 }, (_, seed) => cover('Same title', 'Same author', seed)));
    expect(looks.size).toBeGreaterThan(8);
  });

  it('escapes XML in title and author', () => {
    const svg = cover('Tom & "Jerry" <script>alert(1)</script>', "O'Brien <b>");
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('Tom &amp;');
    expect(svg).toContain('&quot;Jerry&quot;');
    expect(svg).toContain('O&apos;BRIEN &lt;B&gt;');
  });

  it('loads nothing from outside: no external fonts, images or links', () => {
    for (let seed = 0; seed < 30; seed++) {
      const svg = cover('A History of the Czech Lands', 'Jan Novák', seed);
      expect(svg).not.toMatch(/<image|@import|url\((?!#)|href=/);
      expect(svg.match(/https?:\/\/[^"]*/g)).toEqual(['http://www.w3.org/2000/svg']);
    }
  });

  it('wraps long titles and shrinks the type instead of overflowing', () => {
    const long = cover('Dějiny českých zemí od počátků po současnost a ještě mnohem dál', 'Jan Novák');
    const tspans = long.match(/<tspan /g)!.length;
    expect(tspans).toBeGreaterThan(2);
    expect(tspans).toBeLessThanOrEqual(5);
    const size = Number(/font-size="(\d+)" fill/.exec(long)![1]);
    expect(size).toBeLessThan(34);
  });

  it('handles a missing author and an empty title', () => {
    const svg = renderCoverSvg({ title: '', author: '', seed: 3 });
    expect(svg).toContain('—');
    expect(svg).not.toContain('letter-spacing');
  });

  it('produces well-formed markup (every element closed, properly nested)', () => {
    for (let seed = 0; seed < 20; seed++) {
      const stack: string[] = [];
      for (const tag of cover('Anna a vlk', 'Hana Dvořáková', seed).match(/<\/?[a-zA-Z]+[^>]*>/g)!) {
        const name = /^<\/?([a-zA-Z]+)/.exec(tag)![1];
        if (tag.startsWith('</')) expect(stack.pop()).toBe(name);
        else if (!tag.endsWith('/>')) stack.push(name);
      }
      expect(stack).toEqual([]);
    }
  });
});

describe('wrapText', () => {
  it.each([
    ['Poslední léto v Praze', 10, 4, ['Poslední', 'léto v', 'Praze']],
    ['Supercalifragilistic', 8, 4, ['Superca-', 'lifragi-', 'listic']],
    ['one two three four five six', 7, 2, ['one two', 'three…']],
    ['', 10, 3, []],
  ] as const)('%s / %i chars / %i lines', (text, maxChars, maxLines, expected) => {
    expect(wrapText(text, maxChars, maxLines)).toEqual(expected);
  });

  it('escapes the five XML characters', () => {
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });
});
