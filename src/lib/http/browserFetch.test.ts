/** @jest-environment jsdom */
import { apiRequest } from './client';
import { fetchClient, setBrowserTransport, XSRF_REFRESH_PATH, type TransportReply, type TransportRequest } from './browserFetch';
import { HttpError } from './errors';

/** A transport standing in for the API: answers in order, records what was asked. */
function scripted(answers: (TransportReply | Error)[]) {
  const calls: TransportRequest[] = [];
  setBrowserTransport(async (request) => {
    calls.push(request);
    const next = answers.shift()!;
    if (next instanceof Error) throw next;
    return next;
  });
  return calls;
}

const refused: TransportReply = { status: 403, data: { error: { code: 'XSRF_TOKEN_INVALID', message: 'x' } } };

afterEach(() => {
  setBrowserTransport(null);
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the browser client (fetch)', () => {
  it('sends JSON with the storefront language and the XSRF header from its cookie, and returns the body', async () => {
    document.cookie = 'XSRF-TOKEN=tok%3D1';
    const calls = scripted([{ status: 201, data: { ok: true } }]);
    const data = await apiRequest(fetchClient('de-AT'), { method: 'POST', url: '/adonis/v1/cart/items/copy/{copyId}', params: { copyId: 5 }, data: { a: 1 } });
    expect(data).toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/adonis/v1/cart/items/copy/5', body: { a: 1 } });
    expect(calls[0]!.headers).toMatchObject({ Accept: 'application/json', 'Accept-Language': 'de-AT', 'X-XSRF-TOKEN': 'tok=1' });
  });

  it('maps an API error to HttpError with its status, code and details', async () => {
    scripted([{ status: 409, data: { error: { code: 'BOOK_NOT_AVAILABLE', message: 'gone', details: { copyIds: [5] } } } }]);
    const error = await apiRequest(fetchClient('cs'), { url: '/adonis/v1/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'bad_request', status: 409, code: 'BOOK_NOT_AVAILABLE', details: { copyIds: [5] }, message: 'gone' });
  });

  it('a 5xx without a body is a bad response; a failed fetch is a network error', async () => {
    scripted([{ status: 502, data: undefined }, new TypeError('Failed to fetch')]);
    await expect(apiRequest(fetchClient('cs'), { url: '/a' })).rejects.toMatchObject({ kind: 'bad_response', status: 502 });
    await expect(apiRequest(fetchClient('cs'), { url: '/b' })).rejects.toMatchObject({ kind: 'network' });
  });

  it('a request cancelled by its signal is "canceled"', async () => {
    setBrowserTransport(({ signal }) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))));
    const controller = new AbortController();
    const pending = apiRequest(fetchClient('cs'), { url: '/slow', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'canceled' });
  });

  it('on a stale XSRF token: one GET for a fresh pair, then the call once more', async () => {
    const calls = scripted([refused, { status: 200, data: {} }, { status: 200, data: { done: 1 } }]);
    await expect(apiRequest(fetchClient('cs'), { method: 'POST', url: '/adonis/v1/orders', data: {} })).resolves.toEqual({ done: 1 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /adonis/v1/orders', `GET ${XSRF_REFRESH_PATH}`, 'POST /adonis/v1/orders']);
  });

  it('a second refusal is the answer', async () => {
    const calls = scripted([refused, { status: 200, data: {} }, refused]);
    await expect(apiRequest(fetchClient('cs'), { method: 'POST', url: '/adonis/v1/orders', data: {} })).rejects.toMatchObject({ status: 403, code: 'XSRF_TOKEN_INVALID' });
    expect(calls).toHaveLength(3);
  });
});
