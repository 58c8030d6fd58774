import type { FetchLike } from './http';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch stub that records each request and answers from the given handler (HTTP stays at the edge). */
export function fakeFetch(answer: (call: RecordedCall) => Response | Promise<Response>): { fetch: FetchLike; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const raw = init?.body;
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof raw === 'string' && headers['content-type'] === 'application/json' ? JSON.parse(raw) : raw,
    };
    calls.push(call);
    return answer(call);
  }) as FetchLike;
  return { fetch: fetchImpl, calls };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A provider that never answers and ignores the abort signal: only our own deadline can end the call. */
export const hangingFetch: FetchLike = () => new Promise<Response>(() => undefined);
