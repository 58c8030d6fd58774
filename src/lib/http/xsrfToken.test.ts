import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { createHttpClient } from './axios';
import { withXsrfToken, XSRF_REFRESH_PATH } from './xsrfToken';

type Answer = { status: number; data: unknown };

/** An adapter standing in for the API: answers in order, records what was asked. */
function scripted(answers: Answer[]) {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    const next = answers.shift()!;
    const response = { ...next, statusText: '', headers: {}, config };
    if (next.status >= 400) throw new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  return { adapter, calls };
}

const refused = { status: 403, data: { error: { code: 'XSRF_TOKEN_INVALID', message: 'x' } } };

function client(answers: Answer[], hasXsrfCookie = () => true) {
  const api = scripted(answers);
  const http = withXsrfToken(createHttpClient({ baseURL: '/api', locale: 'cs' }), hasXsrfCookie);
  http.defaults.adapter = api.adapter;
  return { http, calls: api.calls };
}

describe('withXsrfToken', () => {
  it('fetches the bound token once and sends the refused call again', async () => {
    const { http, calls } = client([refused, { status: 200, data: { ok: true } }, { status: 201, data: { done: 1 } }]);
    const res = await http.post('/adonis/v1/orders/confirm', { token: 't' });
    expect(res.status).toBe(201);
    expect(calls).toEqual(['POST /adonis/v1/orders/confirm', `GET ${XSRF_REFRESH_PATH}`, 'POST /adonis/v1/orders/confirm']);
  });

  it('gives up after one retry: a second refusal is the answer', async () => {
    const { http, calls } = client([refused, { status: 200, data: {} }, refused]);
    await expect(http.post('/adonis/v1/cart/items', {})).rejects.toMatchObject({ response: { status: 403 } });
    expect(calls).toHaveLength(3);
  });

  it('leaves every other refusal alone', async () => {
    const { http, calls } = client([{ status: 403, data: { error: { code: 'FORBIDDEN' } } }]);
    await expect(http.post('/adonis/v1/cart/items', {})).rejects.toMatchObject({ response: { status: 403 } });
    expect(calls).toHaveLength(1);
  });

  it('a browser with no XSRF cookie fetches one before its first state-changing call, not after a refusal', async () => {
    const { http, calls } = client([{ status: 200, data: {} }, { status: 201, data: {} }], () => false);
    expect((await http.post('/adonis/v1/cart/items', {})).status).toBe(201);
    expect(calls).toEqual([`GET ${XSRF_REFRESH_PATH}`, 'POST /adonis/v1/cart/items']);
  });

  it('reads need no token: a GET without the cookie is sent alone', async () => {
    const { http, calls } = client([{ status: 200, data: {} }], () => false);
    await http.get('/adonis/v1/cart');
    expect(calls).toEqual(['GET /adonis/v1/cart']);
  });
});
