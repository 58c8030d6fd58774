import { ORDER_STATES } from '@/contracts/orders';
import { canTransition, DESK_ACTIONS, effectiveState, sourcesOf } from './order-state';

describe('order state machine', () => {
  it.each([
    ['new', 'awaiting_payment'], ['awaiting_payment', 'paid'], ['paid', 'packed'], ['packed', 'shipped'],
    ['shipped', 'delivered'], ['new', 'packed'], ['awaiting_payment', 'cancelled'], ['cancelled', 'paid'],
    ['cancelled', 'refund_required'], ['new', 'refund_required'], ['paid', 'cancelled'], ['packed', 'cancelled'],
    ['shipped', 'cancelled'], ['packed', 'delivered'], ['refund_required', 'cancelled'],
  ] as const)('allows %s → %s', (from, to) => expect(canTransition(from, to)).toBe(true));

  it.each([
    ['paid', 'awaiting_payment'], ['delivered', 'paid'], ['refund_required', 'paid'], ['delivered', 'cancelled'],
    ['packed', 'paid'], ['cancelled', 'awaiting_payment'], ['shipped', 'packed'], ['cancelled', 'packed'],
  ] as const)('refuses %s → %s', (from, to) => expect(canTransition(from, to)).toBe(false));

  it('has no edge from a state to itself (a repeated event is a no-op)', () => {
    for (const state of ORDER_STATES) expect(canTransition(state, state)).toBe(false);
  });

  it('every desk action that moves an order does so along an edge of the machine (one source of moves)', () => {
    for (const [action, rule] of Object.entries(DESK_ACTIONS)) {
      if (rule.to === null) continue;
      for (const from of rule.in) expect([action, from, canTransition(from, rule.to)]).toEqual([action, from, true]);
    }
  });

  it('lists the states a target is reached from', () => {
    expect(sourcesOf('delivered').sort()).toEqual(['packed', 'shipped']);
    expect(sourcesOf('new')).toEqual([]);
  });

  it('treats an unpaid order past its deadline as cancelled', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(effectiveState('awaiting_payment', new Date('2026-01-01T11:59:59Z'), now)).toBe('cancelled');
    expect(effectiveState('awaiting_payment', new Date('2026-01-01T12:00:01Z'), now)).toBe('awaiting_payment');
    expect(effectiveState('paid', new Date('2026-01-01T11:00:00Z'), now)).toBe('paid');
  });

  it('treats an unconfirmed order past its confirmation deadline as cancelled; cash on delivery without a deadline stays new', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(effectiveState('new', new Date('2026-01-01T11:59:59Z'), now)).toBe('cancelled');
    expect(effectiveState('new', new Date('2026-01-01T12:00:01Z'), now)).toBe('new');
    expect(effectiveState('new', null, now)).toBe('new');
  });
});
