import { AppError } from '../../../http/errors';

export type FetchLike = typeof fetch;

export interface ProviderResponse {
  status: number;
  ok: boolean;
  text: string;
}

/**
 * One outgoing provider call with a hard deadline. The deadline covers the connection and reading
 * the body, and holds even if the fetch implementation ignores the abort signal: a provider that
 * hangs costs the shopper `timeoutMs`, never a stuck request. Every failure to get an answer
 * (network, timeout) becomes 502 PROVIDER_UNAVAILABLE; HTTP error statuses are left to the caller.
 */
export async function callProvider(
  provider: string,
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<ProviderResponse> {
  const signal = AbortSignal.timeout(timeoutMs);
  const deadline = new Promise<never>((_, reject) => {
    const fail = () => reject(new AppError('PROVIDER_UNAVAILABLE', `${provider} did not answer within ${timeoutMs} ms`));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
  const exchange = (async () => {
    const res = await fetchImpl(url, { ...init, signal });
    return { status: res.status, ok: res.ok, text: await res.text() };
  })();
  try {
    return await Promise.race([exchange, deadline]);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('PROVIDER_UNAVAILABLE', `${provider} could not be reached`, { cause: errorName(err) });
  } finally {
    // The loser of the race must not surface later as an unhandled rejection.
    exchange.catch(() => undefined);
    deadline.catch(() => undefined);
  }
}

/** The body as JSON, or 502: a provider answering garbage is as good as no answer. */
export function parseProviderJson(provider: string, response: ProviderResponse): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.text);
  } catch {
    throw new AppError('PROVIDER_UNAVAILABLE', `${provider} answered with something that is not JSON`, { status: response.status });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AppError('PROVIDER_UNAVAILABLE', `${provider} answered with an unexpected JSON shape`, { status: response.status });
  }
  return parsed as Record<string, unknown>;
}

/** Only web URLs may be handed to the browser as a redirect target. */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function errorName(err: unknown): string {
  return err instanceof Error ? err.name : 'unknown';
}
