import { createRepeatFilter } from './repeatFilter';

describe('the scan repeat filter', () => {
  it('counts a code once while it stays in view and again after it left', () => {
    const filter = createRepeatFilter(1000);
    expect(filter.accept('A', 0)).toBe(true);
    expect(filter.accept('A', 400)).toBe(false);
    expect(filter.accept('A', 1300)).toBe(false); // still in view: each sighting extends it
    expect(filter.accept('B', 1350)).toBe(true);
    expect(filter.accept('A', 2400)).toBe(true); // out of view for more than the gap
  });
});
