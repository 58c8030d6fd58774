/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Review, ReviewList } from '@/contracts/engagement';
import { loadMessages, type Messages } from '@/i18n/messages';
import { installFakeApi, type FakeRequest } from '@/features/cart/testing/fakeApi';
import { emptyShell } from '@/app-context/page';
import { AppContextProvider, type AppUser } from '@/app-context/context';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { reviewsKey } from '../api/reviews';
import { WorkReviews } from './ReviewsList';

let messages: Messages;
beforeAll(async () => {
  messages = await loadMessages('en');
});

const review = (over: Partial<Review>): Review => ({
  id: 1, workId: 12, workTitle: 'Babička', rating: 4, text: 'Good.', authorName: 'Alice', locale: 'en',
  createdAt: '2026-06-01T10:00:00.000Z', updatedAt: '2026-06-01T10:00:00.000Z', mine: false, ...over,
});
const list = (items: Review[]): ReviewList => ({ items, total: items.length, page: 1, pageSize: 20, rating: { average: 4.5, count: 2 } });

function renderReviews(data: ReviewList, user: AppUser | null) {
  return render(
    <UiTestProviders locale="en" messages={messages} swrFallback={{ [reviewsKey({ type: 'work', id: 12 })]: data }}>
      <AppContextProvider locale="en" shell={emptyShell('en')} user={user} setUser={() => undefined} admin={false}>
        <WorkReviews workId={12} />
      </AppContextProvider>
    </UiTestProviders>,
  );
}

describe('WorkReviews', () => {
  it('shows the rating and the reviews; an anonymous visitor is sent to log in to write one', () => {
    renderReviews(list([review({ id: 2, rating: 5, text: 'Wonderful.', authorName: null }), review({})]), null);
    expect(screen.getByText('4.5 out of 5 (2 ratings)')).toBeInTheDocument();
    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByLabelText('5 out of 5')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('A customer');
    expect(screen.getByRole('link', { name: 'Log in to write a review' })).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent('/g/12')}`);
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('offers edit and delete on your own review, report on others’, and no second review form', () => {
    renderReviews(list([review({ id: 3, mine: true }), review({ id: 4, authorName: 'Bob' })]), { id: 1, name: 'Eva', email: null });
    const [mine, other] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Report' })).toBeNull();
    expect(within(other).getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('reports someone else’s review with the chosen reason', async () => {
    const seen: FakeRequest[] = [];
    const api = installFakeApi('en', (request) => {
      seen.push(request);
      return { status: 200, body: { reported: true } };
    });
    try {
      renderReviews(list([review({ id: 4 })]), { id: 1, name: 'Eva', email: null });
      fireEvent.click(screen.getByRole('button', { name: 'Report' }));
      fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'spoiler' } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
      });
      expect(seen).toEqual([expect.objectContaining({ method: 'POST', url: '/adonis/v1/reviews/4/report', body: { reason: 'spoiler' } })]);
      expect(await screen.findByRole('status')).toHaveTextContent('Thank you, we will look at it.');
    } finally {
      api.restore();
    }
  });
});
