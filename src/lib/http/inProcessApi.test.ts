import axios from 'axios';
import { apiRequest } from './client';
import { HttpError } from './errors';
import { inProcessAdapter, registerInProcessApi } from './inProcessApi';

describe('in-process API adapter', () => {
  const seen: Request[] = [];
  beforeAll(() => {
    registerInProcessApi(async (request) => {
      seen.push(request);
      const url = new URL(request.url);
      if (url.pathname === '/api/adonis/v1/missing') {
        return Response.json({ error: { code: 'NOT_FOUND', message: 'nope' } }, { status: 404 });
      }
      const body = request.method === 'POST' ? await request.json() : null;
      return Response.json({ path: url.pathname, query: url.search, body });
    });
  });

  const client = () => {
    const instance = axios.create({ baseURL: 'http://127.0.0.1:9/api', headers: { cookie: 'a=1', 'x-forwarded-for': '10.0.0.1' } });
    instance.defaults.adapter = inProcessAdapter(() => Promise.reject(new Error('HTTP must not be used')));
    return instance;
  };

  it('hands the request to the registered API with URL, query and headers, and parses the JSON answer', async () => {
    const data = await apiRequest<{ path: string; query: string }>(client(), { url: '/adonis/v1/listing', query: { category: 1 } });
    expect(data).toEqual({ path: '/api/adonis/v1/listing', query: '?category=1', body: null });
    const request = seen.at(-1)!;
    expect(request.headers.get('cookie')).toBe('a=1');
    expect(request.headers.get('x-forwarded-for')).toBe('10.0.0.1');
  });

  it('sends a JSON body', async () => {
    const data = await apiRequest<{ body: unknown }>(client(), { method: 'POST', url: '/adonis/v1/cart', data: { 'bookId': 5 } });
    expect(data.body).toEqual({ 'bookId': 5 });
  });

  it('turns a refused status into the same HttpError as over HTTP', async () => {
    const error = await apiRequest(client(), { url: '/adonis/v1/missing' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('falls back to HTTP when turned off', async () => {
    process.env.INTERNAL_API_IN_PROCESS = '0';
    try {
      const instance = axios.create({ baseURL: 'http://127.0.0.1:9/api' });
      instance.defaults.adapter = inProcessAdapter(async (config) => ({ data: '{"http":true}', status: 200, statusText: 'OK', headers: {}, config }));
      expect(await apiRequest(instance, { url: '/adonis/v1/x' })).toEqual({ http: true });
    } finally {
      delete process.env.INTERNAL_API_IN_PROCESS;
    }
  });
});
