/** @jest-environment jsdom */
import { scrollCurrentIntoRow } from './scrollCurrentIntoRow';

/** A list of links laid out as a row `width` px wide showing `visible` px, the current one at `left`. */
function row(width: number, visible: number, current: { left: number; width: number } | null) {
  const list = document.createElement('ul');
  list.innerHTML = '<li><a href="/a">A</a></li><li><a href="/b">B</a></li>';
  Object.defineProperty(list, 'scrollWidth', { value: width });
  Object.defineProperty(list, 'clientWidth', { value: visible });
  list.getBoundingClientRect = () => ({ left: 0, width: visible }) as DOMRect;
  if (current) {
    const link = list.querySelectorAll('a')[1]!;
    link.setAttribute('aria-current', 'page');
    link.getBoundingClientRect = () => ({ left: current.left, width: current.width }) as DOMRect;
  }
  return list;
}

describe('scrollCurrentIntoRow', () => {
  it('scrolls a sideways row so the current desk sits in its middle', () => {
    const list = row(1600, 390, { left: 1200, width: 90 });
    scrollCurrentIntoRow(list);
    expect(list.scrollLeft).toBe(1200 - (390 - 90) / 2);
  });

  it('leaves a row that does not scroll (the desktop column) alone', () => {
    const list = row(200, 200, { left: 100, width: 90 });
    scrollCurrentIntoRow(list);
    expect(list.scrollLeft).toBe(0);
  });

  it('does nothing on a page that is not a desk of the row', () => {
    const list = row(1600, 390, null);
    scrollCurrentIntoRow(list);
    expect(list.scrollLeft).toBe(0);
  });
});
