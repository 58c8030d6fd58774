import { escapeHtml, safeHref } from './html';

describe('escapeHtml', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['Tom & "Jerry" \'s', 'Tom &amp; &quot;Jerry&quot; &#39;s'],
    ['Žluťoučký kůň', 'Žluťoučký kůň'],
  ])('%s', (input, expected) => expect(escapeHtml(input)).toBe(expected));
});

describe('safeHref', () => {
  it('keeps http(s) links and drops other schemes or garbage', () => {
    expect(safeHref('https://cs.localhost:3000/zaplatit/abc')).toBe('https://cs.localhost:3000/zaplatit/abc');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
  });
});
