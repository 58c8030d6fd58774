import { cartHintChange } from './cartHint';
import { mayHaveCart } from '@/contracts/session-cookies';

describe('cartHintChange', () => {
  it.each([
    [true, undefined, 'set'],
    [true, '0', 'set'],
    [true, '1', null],
    [false, '1', 'clear'],
    [false, '', 'clear'],
    [false, undefined, null],
  ] as const)('cart cookie %s, hint %s → %s', (hasCart, hint, change) => {
    expect(cartHintChange({ hasCart, hint })).toBe(change);
  });
});

describe('mayHaveCart', () => {
  it('reads the cart hint or the logged-in hint from a cookie header', () => {
    expect(mayHaveCart('')).toBe(false);
    expect(mayHaveCart('a=1; bt_ch=1')).toBe(true);
    expect(mayHaveCart('bt_li=1')).toBe(true);
    expect(mayHaveCart('bt_ch=0; xbt_li=1; bt_cart=abc')).toBe(false);
  });
});
