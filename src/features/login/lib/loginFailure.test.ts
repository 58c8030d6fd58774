import { HttpError } from '@/lib/http';
import { loginFailure, retryAfterMinutes } from './loginFailure';

describe('loginFailure', () => {
  it.each([
    [new HttpError('x', 'bad_request', 429, 'RATE_LIMITED', { retryAfterSeconds: 61 }), 'rateLimited'],
    [new HttpError('x', 'bad_request', 422, 'LOGIN_CODE_INVALID'), 'invalidCode'],
    [new HttpError('x', 'bad_request', 422, 'MAGIC_LINK_INVALID'), 'invalidLink'],
    [new HttpError('x', 'bad_request', 400, 'VALIDATION_FAILED'), 'invalidEmail'],
    [new HttpError('x', 'network'), 'generic'],
    [new Error('x'), 'generic'],
  ])('%s → %s', (error, expected) => {
    expect(loginFailure(error)).toBe(expected);
  });

  it('rounds the wait up to minutes', () => {
    expect(retryAfterMinutes(new HttpError('x', 'bad_request', 429, 'RATE_LIMITED', { retryAfterSeconds: 61 }))).toBe(2);
    expect(retryAfterMinutes(new HttpError('x', 'bad_request', 429, 'RATE_LIMITED'))).toBeNull();
  });
});
