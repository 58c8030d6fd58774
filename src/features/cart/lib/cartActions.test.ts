import type { CartData } from '@/contracts/cart';
import type { DataLayerEvent } from '@/lib/analytics/dataLayer';
import { browserClient } from '@/lib/http';
import { apiError, installFakeApi, type FakeHandler } from '../testing/fakeApi';
import { bookSummaryFixture, cartDataFixture, cartItemFixture } from '../testing/fixtures';
import { createCartActions } from './cartActions';

const first = cartItemFixture({ productId: 501 });
const added = cartItemFixture({ productId: 502, title: 'Divá Bára', priceX100: 9900, conditionId: 3 });
const before = cartDataFixture([first]);
const after = cartDataFixture([first, added]);

describe('createCartActions', () => {
  let api: ReturnType<typeof installFakeApi>;
  let events: DataLayerEvent[];
  let committed: CartData[];
  let errorLog: jest.SpyInstance;

  const setup = (handler: FakeHandler, cart: CartData = before) => {
    api = installFakeApi('cs', handler);
    return createCartActions({
      client: browserClient('cs'),
      currency: 'CZK',
      conditionTitle: (id) => `condition ${id}`,
      currentCart: () => cart,
      commit: (next) => committed.push(next),
      push: (event) => events.push(event),
    });
  };

  beforeEach(() => {
    events = [];
    committed = [];
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    api.restore();
    errorLog.mockRestore();
  });

  it('adds, refetches, then pushes cart_update with the by-ids book — in that order', async () => {
    const actions = setup(({ method, url }) => {
      if (method === 'POST' && url === '/adonis/v1/cart/items') return { status: 200, body: after };
      if (method === 'GET' && url === '/adonis/v1/cart/data') return { status: 200, body: after };
      if (method === 'GET' && url === '/adonis/v1/books/by-book-ids?bookIds=502')
        return { status: 200, body: { data: { items: [bookSummaryFixture({ 'bookId': 502, conditionId: 3 })] } } };
      return apiError(404, 'NOT_FOUND');
    });

    await expect(actions.add(502)).resolves.toEqual({ ok: true });

    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /adonis/v1/cart/items',
      'GET /adonis/v1/cart/data',
      'GET /adonis/v1/books/by-book-ids?bookIds=502',
    ]);
    expect(api.requests[0].body).toEqual({ requests: [{ type: 'book', productId: 502 }] });
    expect(committed).toEqual([after]);
    expect(events).toEqual([
      {
        event: 'cart_update',
        action: 'add',
        books: after.items,
        quantity: 2,
        totalPrice: 228,
        updatedBook: { ...bookSummaryFixture({ 'bookId': 502, conditionId: 3 }), isbn: '9788020412345', price: 129, condition: { id: 3, title: 'condition 3' } },
      },
    ]);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('removes with DELETE …/items/book/{bookId} and describes the removed copy', async () => {
    const actions = setup(({ method, url }) => {
      if (method === 'DELETE' && url === '/adonis/v1/cart/items/book/502') return { status: 200, body: before };
      if (url === '/adonis/v1/cart/data') return { status: 200, body: before };
      if (url.startsWith('/adonis/v1/books/by-book-ids')) return { status: 200, body: { data: { items: [bookSummaryFixture({ 'bookId': 502 })] } } };
      return apiError(404, 'NOT_FOUND');
    }, after);

    await expect(actions.remove(502)).resolves.toBe(true);
    expect(committed).toEqual([before]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: 'cart_update', action: 'remove', books: before.items, quantity: 1, totalPrice: 129 });
    expect(events[0].updatedBook).toMatchObject({ 'bookId': 502, price: 129 });
  });

  it('logs "Failed to fetch books data by book ids" and still pushes the event, describing the copy from its cart line', async () => {
    const actions = setup(({ url }) => {
      if (url.startsWith('/adonis/v1/books/by-book-ids')) return apiError(500, 'INTERNAL_ERROR');
      return { status: 200, body: after };
    });

    await expect(actions.add(502)).resolves.toEqual({ ok: true });
    expect(errorLog).toHaveBeenCalledWith('Failed to fetch books data by book ids', expect.objectContaining({ status: 500 }));
    expect(events).toHaveLength(1);
    expect(events[0].updatedBook).toEqual({
      'bookId': 502, isbn13: '9788020412345', isbn10: '8020412345', conditionId: 3, isbn: '9788020412345', price: 99,
      condition: { id: 3, title: 'condition 3' },
    });
  });

  it('keeps a successful add when only the refetch fails: the change’s own answer becomes the cart', async () => {
    const actions = setup(({ method, url }) => {
      if (method === 'POST') return { status: 200, body: after };
      if (url === '/adonis/v1/cart/data') return apiError(500, 'INTERNAL_ERROR');
      return { status: 200, body: { data: { items: [] } } };
    });

    await expect(actions.add(502)).resolves.toEqual({ ok: true });
    expect(committed).toEqual([after]);
    expect(events[0]).toMatchObject({ action: 'add', quantity: 2 });
    expect(errorLog).toHaveBeenCalledWith('Failed to refetch the cart', expect.anything());
  });

  it('reports a failed add with its reason and a log line — no refetch, no event', async () => {
    const actions = setup(() => apiError(409, 'BOOK_NOT_AVAILABLE', { unavailable: [{ productId: 502, reason: 'held' }] }));

    await expect(actions.add(502)).resolves.toEqual({ ok: false, reason: 'held' });
    expect(api.requests).toHaveLength(1);
    expect(committed).toEqual([]);
    expect(events).toEqual([]);
    expect(errorLog).toHaveBeenCalledTimes(1);
  });

  it('reports a failed remove as false with a log line — no refetch, no event', async () => {
    const actions = setup(() => apiError(500, 'INTERNAL_ERROR'), after);

    await expect(actions.remove(502)).resolves.toBe(false);
    expect(api.requests).toHaveLength(1);
    expect(committed).toEqual([]);
    expect(events).toEqual([]);
    expect(errorLog).toHaveBeenCalledTimes(1);
  });
});
