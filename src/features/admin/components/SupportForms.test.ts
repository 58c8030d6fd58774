import { commentFormSchema, moneyFormSchema, thresholdFormSchema } from './SupportForms';

describe('the support desk’s form schemas', () => {
  it('turn typed amounts into hundredths, signed only where money may be taken', () => {
    expect(moneyFormSchema(true).parse({ currency: 'CZK', amount: '-12,5', reason: ' omluva ', settle: false }))
      .toEqual({ currency: 'CZK', amount: -1250, reason: 'omluva', settle: false });
    expect(moneyFormSchema(false).safeParse({ currency: 'CZK', amount: '-12', reason: 'omluva', settle: false }).success).toBe(false);
    for (const amount of ['', '0', '12,345', 'abc']) {
      const r = moneyFormSchema(true).safeParse({ currency: 'CZK', amount, reason: 'omluva', settle: false });
      expect(r.success ? 'ok' : r.error.issues[0]!.path).toEqual(['amount']);
    }
    const short = moneyFormSchema(true).safeParse({ currency: 'EUR', amount: '5', reason: 'ok', settle: false });
    expect(short.success ? 'ok' : short.error.issues.map((i) => i.path)).toEqual([['reason']]);
    expect(moneyFormSchema(true).safeParse({ currency: 'USD', amount: '5', reason: 'omluva', settle: false }).success).toBe(false);
  });

  it('a comment is not blank; a threshold is empty (off) or between the smallest payout and 1000 × it', () => {
    expect(commentFormSchema.safeParse({ body: '   ' }).success).toBe(false);
    const threshold = thresholdFormSchema(10_000);
    expect(threshold.parse({ amount: '' })).toEqual({ amount: null });
    expect(threshold.parse({ amount: '150,50' })).toEqual({ amount: 15_050 });
    for (const amount of ['99', '10000001', 'x']) expect(threshold.safeParse({ amount }).success).toBe(false);
  });
});
