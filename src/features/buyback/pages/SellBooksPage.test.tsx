/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { AcceptedQuote, QuoteResponse, RefusedQuote } from '@/contracts/buyback';
import { loadMessages } from '@/i18n/messages';
import { ShellTestProviders } from '@/app-context/testing/ShellTestProviders';
import { fetchQuotes } from '../api/quotes';
import { createLead, mailLeadLink } from '../api/leads';
import SellBooksPage from './SellBooksPage';

const push = jest.fn();
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'cs', isReady: true, query: {}, asPath: '/vykup-knih', push }) }));
jest.mock('../api/quotes', () => ({ fetchQuotes: jest.fn() }));
jest.mock('../api/leads', () => ({ ...jest.requireActual('../api/leads'), createLead: jest.fn(), updateLead: jest.fn(), mailLeadLink: jest.fn() }));

const accepted = (isbn13: string, title: string, good: number): AcceptedQuote => ({
  input: isbn13, isbn13, editionId: 1, workId: 1, title, status: 'accepted', currency: 'CZK',
  prices: { like_new: good + 2000, good, acceptable: good - 2000 },
  commissionPrices: { like_new: good * 2 + 2000, good: good * 2, acceptable: good * 2 - 2000 },
  explanation: { readersWaiting: 3, copiesInStock: 1, typicalDaysToSell: 12, recentSales: 4 },
});
const refused: RefusedQuote = {
  input: '9788072037216', isbn13: '9788072037216', editionId: 2, workId: 2, title: 'Kytice', status: 'refused',
  reason: 'too_many_in_stock', message: 'Tohoto titulu máme dost.', explanation: { readersWaiting: 0, copiesInStock: 9, typicalDaysToSell: null, recentSales: 0 },
};

beforeEach(() => {
  push.mockReset();
  (createLead as jest.Mock).mockReset();
  window.localStorage.clear();
  (fetchQuotes as jest.Mock).mockImplementation(async (_client: unknown, isbns: string[]): Promise<QuoteResponse> => ({
    currency: 'CZK', walletBonusPercent: 10, commissionSharePercent: 50, quotedAt: '2026-11-27T10:00:00Z',
    items: isbns.map((isbn) => (isbn === '9788072037216' ? refused : accepted(isbn, 'Babička', 4000))),
  }));
});

async function renderPage() {
  render(
    <ShellTestProviders locale="cs" messages={await loadMessages('cs')} user={{ id: 1, name: 'Eva', email: 'eva@example.cz' }}>
      <SellBooksPage />
    </ShellTestProviders>,
  );
}

describe('/sell-books', () => {
  it('quotes pasted ISBNs with their reasons, adds up cash and the wallet bonus, and says why a book is refused', async () => {
    await renderPage();
    fireEvent.change(screen.getByLabelText('ISBN', { selector: 'textarea' }), { target: { value: '978-0-306-40615-7\n9788072037216' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Přidat' })));
    const babicka = await screen.findByRole('listitem', { name: 'Babička' });
    expect(within(babicka).getByText('Zaplatíme 40,00 Kč za kus')).toBeInTheDocument();
    expect(within(babicka).getByText('čekají na ni 3 čtenáři · skladem 1 kus · obvykle se prodá za 12 dní')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Kytice' })).getByText('Tohoto titulu máme dost.')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Celkem' });
    expect(totals).toHaveTextContent('Peníze za 1 knihu: 40,00 Kč');
    expect(totals).toHaveTextContent('Bonus do peněženky: 4,00 Kč navíc');
    expect(totals).toHaveTextContent('1 knihu nevykoupíme');

    // Commission instead of cash for the book: the expected share replaces the cash offer.
    fireEvent.click(within(babicka).getByRole('radio', { name: /Komise/ }));
    expect(within(babicka).getByText('Asi 80,00 Kč za kus, až se prodá')).toBeInTheDocument();
  });

  it('asks for what is missing before going on to shipping, then saves the draft with the accepted books only', async () => {
    await renderPage();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pokračovat k dopravě' })));
    expect(screen.getByText('Přidejte aspoň jednu knihu, kterou vykoupíme.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('ISBN', { selector: 'textarea' }), { target: { value: '9780306406157 9788072037216' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Přidat' })));
    await screen.findByRole('listitem', { name: 'Babička' });
    fireEvent.click(screen.getByRole('radio', { name: 'Na můj bankovní účet' }));
    fireEvent.change(screen.getByLabelText('Bankovní účet'), { target: { value: '19-2000145398/0800' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pokračovat k dopravě' })));
    expect(screen.getByText('Toto číslo účtu není platné.')).toBeInTheDocument();
    expect(createLead).not.toHaveBeenCalled();

    (createLead as jest.Mock).mockResolvedValue({ id: 5, token: 't'.repeat(24), state: 'draft', photo: null });
    fireEvent.change(screen.getByLabelText('Bankovní účet'), { target: { value: '19-2000145399/0800' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pokračovat k dopravě' })));
    expect(createLead).toHaveBeenCalledWith(expect.anything(), {
      items: [{ isbn: '9780306406157', condition: 'good', choice: 'cash', quantity: 1 }],
      payout: { method: 'bank', bankAccount: '19-2000145399/0800' },
      contact: { name: 'Eva', email: 'eva@example.cz' },
    });
    expect(push).toHaveBeenCalledWith('/vyber-dopravy');
  });

  it('saves nothing for later when no book of the list is bought, and says why', async () => {
    await renderPage();
    fireEvent.change(screen.getByLabelText('ISBN', { selector: 'textarea' }), { target: { value: '9788072037216' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Přidat' })));
    await screen.findByRole('listitem', { name: 'Kytice' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Uložit a dokončit později' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Přidejte aspoň jednu knihu, kterou vykoupíme.');
    expect(createLead).not.toHaveBeenCalled();
  });

  it('saves for later and e-mails the private link to the address given, then says so', async () => {
    (createLead as jest.Mock).mockResolvedValue({ id: 7, token: 'k'.repeat(32), state: 'draft', photo: null, contact: { email: 'eva@example.cz' } });
    (mailLeadLink as jest.Mock).mockResolvedValue({ sentTo: 'eva@example.cz' });
    await renderPage();
    fireEvent.change(screen.getByLabelText('ISBN', { selector: 'textarea' }), { target: { value: '9780306406157' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Přidat' })));
    await screen.findByRole('listitem', { name: 'Babička' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Uložit a dokončit později' })));
    expect(mailLeadLink).toHaveBeenCalledWith(expect.anything(), { id: 7, token: 'k'.repeat(32) });
    expect(push).toHaveBeenCalledWith('/vykup-knih-odeslano?mailed=1');
  });
});
