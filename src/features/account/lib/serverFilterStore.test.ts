import axios from 'axios';
import { createServerFilterStore } from './serverFilterStore';

function clientAnswering(handler: (config: { method?: string; url?: string; data?: unknown }) => { status: number; data: unknown }) {
  const calls: { method?: string; url?: string; data?: unknown }[] = [];
  const client = axios.create({ baseURL: '/api' });
  client.defaults.adapter = async (config) => {
    const call = { method: config.method, url: config.url, data: config.data ? JSON.parse(String(config.data)) : undefined };
    calls.push(call);
    const { status, data } = handler(call);
    if (status >= 400) {
      const error = new axios.AxiosError('failed', 'ERR_BAD_REQUEST', config, null, { status, data, statusText: '', headers: {}, config });
      throw error;
    }
    return { status, data, statusText: 'OK', headers: {}, config };
  };
  return { client, calls };
}

describe('server filter store', () => {
  it('reads `languages` or `language` as language; null gives null', async () => {
    for (const [data, expected] of [[{ languages: [3, 1] }, [1, 3]], [{ language: [2] }, [2]], [{ languages: null }, null]] as const) {
      const { client } = clientAnswering(() => ({ status: 200, data }));
      await expect(createServerFilterStore(() => client).load()).resolves.toEqual(expected);
    }
  });

  it('saves {languages: [...]} with PUT and rejects when the server refuses (the hook rolls back)', async () => {
    const { client, calls } = clientAnswering(() => ({ status: 200, data: { languages: [1, 2] } }));
    await createServerFilterStore(() => client).save([1, 2]);
    expect(calls[0]).toMatchObject({ method: 'put', url: '/adonis/v1/users/current/filters', data: { languages: [1, 2] } });
    const failing = clientAnswering(() => ({ status: 401, data: { error: { code: 'NOT_LOGGED_IN', message: 'x' } } }));
    await expect(createServerFilterStore(() => failing.client).save([1])).rejects.toMatchObject({ status: 401 });
    await expect(createServerFilterStore(() => failing.client).load()).rejects.toMatchObject({ status: 401 });
  });
});
