import { colors, CONTRAST_PAIRS } from './theme';
import { contrastRatio } from './contrast';

describe('theme contrast', () => {
  it.each(CONTRAST_PAIRS)('%s on %s meets WCAG AA (4.5:1)', (text, background) => {
    expect(contrastRatio(colors[text], colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('computes the textbook black-on-white ratio', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  });
});
