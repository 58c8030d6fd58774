import type { AcceptedQuote, RefusedQuote } from '@/contracts/buyback';
import { leadItems, sellListReducer, sellTotals, unquoted, type SellLine } from './sellList';

const accepted = (isbn13: string, cash: number): AcceptedQuote => ({
  input: isbn13, isbn13, editionId: 1, workId: 1, title: `Book ${isbn13}`, status: 'accepted', currency: 'CZK',
  prices: { like_new: cash + 1000, good: cash, acceptable: cash - 1000 },
  commissionPrices: { like_new: cash * 2 + 1000, good: cash * 2, acceptable: cash * 2 - 1000 },
  explanation: { readersWaiting: 3, copiesInStock: 1, typicalDaysToSell: 12, recentSales: 4 },
});
const refused = (isbn13: string): RefusedQuote => ({
  input: isbn13, isbn13, editionId: null, workId: null, title: null, status: 'refused', reason: 'unknown_isbn', message: 'Unknown', explanation: null,
});

describe('the sell list', () => {
  it('counts a second scan of a book (in either ISBN form) as quantity', () => {
    let lines: SellLine[] = [];
    lines = sellListReducer(lines, { type: 'add', isbns: ['9780306406157'] });
    lines = sellListReducer(lines, { type: 'add', isbns: ['0306406152', '9788072037216'] });
    expect(lines.map((l) => [l.key, l.quantity])).toEqual([['9788072037216', 1], ['9780306406157', 2]]);
    expect(unquoted(lines)).toHaveLength(2);
  });

  it('adds up cash, commission and the wallet bonus of accepted books only', () => {
    let lines = sellListReducer([], { type: 'add', isbns: ['9780306406157', '9780306406157', '9788072037216', '9781234567897'] });
    lines = sellListReducer(lines, { type: 'quoted', results: [accepted('9780306406157', 5000), accepted('9788072037216', 3000), refused('9781234567897')] });
    lines = sellListReducer(lines, { type: 'choice', key: '9788072037216', choice: 'commission' });
    lines = sellListReducer(lines, { type: 'condition', key: '9780306406157', condition: 'like_new' });
    expect(sellTotals(lines, 10, true)).toEqual({ cashX100: 12000, commissionX100: 6000, walletBonusX100: 1200, accepted: 3, refused: 1, pending: 0 });
    expect(sellTotals(lines, 10, false).walletBonusX100).toBe(0);
    expect(leadItems(lines)).toEqual([
      { isbn: '9788072037216', condition: 'good', choice: 'commission', quantity: 1 },
      { isbn: '9780306406157', condition: 'like_new', choice: 'cash', quantity: 2 },
    ]);
  });

  it('keeps quantities between 1 and 50', () => {
    let lines = sellListReducer([], { type: 'add', isbns: ['9780306406157'] });
    lines = sellListReducer(lines, { type: 'quantity', key: '9780306406157', quantity: 0 });
    expect(lines[0].quantity).toBe(1);
    lines = sellListReducer(lines, { type: 'quantity', key: '9780306406157', quantity: 99 });
    expect(lines[0].quantity).toBe(50);
  });
});
