import { AxiosError, AxiosHeaders } from 'axios';
import { errorToastText, HttpError, reportRequestError, setRequestErrorListener, toHttpError } from './errors';

const t = (key: string) => `t:${key}`;

function axiosError(code: string | undefined, status?: number, data?: unknown) {
  const config = { headers: new AxiosHeaders() };
  const response = status ? { status, statusText: '', headers: {}, config, data } : undefined;
  return new AxiosError('axios message', code, config, {}, response as never);
}

describe('toHttpError (docs/product.md#http-client-errors client codes)', () => {
  it.each([
    ['ERR_NETWORK', undefined, 'network'],
    ['ECONNABORTED', undefined, 'timeout'],
    ['ERR_CANCELED', undefined, 'canceled'],
    ['ERR_BAD_REQUEST', 409, 'bad_request'],
    ['ERR_BAD_RESPONSE', 500, 'bad_response'],
  ])('%s → %s', (code, status, kind) => {
    expect(toHttpError(axiosError(code, status)).kind).toBe(kind);
  });

  it('keeps the API error code, message and details', () => {
    const err = toHttpError(axiosError('ERR_BAD_REQUEST', 409, { error: { code: 'BOOK_NOT_AVAILABLE', message: 'Gone', details: [1] } }));
    expect(err).toMatchObject({ status: 409, code: 'BOOK_NOT_AVAILABLE', message: 'Gone', details: [1] });
  });
});

describe('errorToastText', () => {
  it.each([400, 401, 403, 404, 409, 500])('uses global.error.%i for the listed statuses', (status) => {
    expect(errorToastText(new HttpError('raw', 'bad_request', status), t)).toBe(`t:global.error.${status}`);
  });
  it('lets an override win for its status', () => {
    expect(errorToastText(new HttpError('raw', 'bad_request', 409), t, { 409: 'Already sold' })).toBe('Already sold');
  });
  it('uses the error message for other statuses, else global.alert.error', () => {
    expect(errorToastText(new HttpError('Too many tries', 'bad_request', 429), t)).toBe('Too many tries');
    expect(errorToastText(new HttpError('', 'network'), t)).toBe('t:global.alert.error');
  });
});

describe('reportRequestError', () => {
  afterEach(() => setRequestErrorListener(undefined));
  it('sends failures to the one registered listener, but not cancellations', () => {
    const seen: string[] = [];
    setRequestErrorListener((e) => seen.push(e.kind));
    reportRequestError(axiosError('ERR_NETWORK'));
    reportRequestError(axiosError('ERR_CANCELED'));
    expect(seen).toEqual(['network']);
  });
});
