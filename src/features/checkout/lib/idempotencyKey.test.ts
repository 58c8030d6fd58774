import { createIdempotencyKeeper } from './idempotencyKey';
import { randomId } from './randomId';

describe('createIdempotencyKeeper', () => {
  it('keeps the key while the body stays the same and renews it when the body changes', () => {
    let n = 0;
    const keeper = createIdempotencyKeeper(() => `key-${++n}`);
    expect(keeper.keyFor('{"a":1}')).toBe('key-1');
    expect(keeper.keyFor('{"a":1}')).toBe('key-1');
    expect(keeper.keyFor('{"a":2}')).toBe('key-2');
    // Back to the first body: a new attempt, because key-1 may already stand for an order.
    expect(keeper.keyFor('{"a":1}')).toBe('key-3');
  });

  it('makes keys the API accepts (8–100 characters), different each time', () => {
    const a = randomId();
    const b = randomId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
