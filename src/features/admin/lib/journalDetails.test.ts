import { journalDetailsText } from './journalDetails';

const format = {
  label: (key: string) => ({ reason: 'Důvod', amountX100: 'Částka', limitX100: 'Limit schválení' } as Record<string, string>)[key] ?? null,
  money: (x100: number, currency: string | null) => `${(x100 / 100).toFixed(2)} ${currency ?? ''}`.trim(),
};

describe('journalDetailsText', () => {
  it('names the details, shows amounts as money and leaves out row ids and the currency', () => {
    expect(journalDetailsText({ reason: 'Ztracená zásilka', currency: 'CZK', limitX100: 100_000, amountX100: 250_000, adjustmentId: 2 }, format))
      .toBe('Důvod: Ztracená zásilka · Limit schválení: 1000.00 CZK · Částka: 2500.00 CZK');
  });

  it('shows a detail it has no name for under its key, balances as money, objects as JSON', () => {
    expect(journalDetailsText({ balanceBefore: 15_000, extra: { a: 1 }, empty: null }, format)).toBe('balanceBefore: 150.00 · extra: {"a":1}');
  });
});
