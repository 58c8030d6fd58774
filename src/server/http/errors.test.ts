import { ERROR_STATUS as SHARED } from '@/contracts/errors';
import { AppError, ERROR_STATUS } from './errors';

describe('the error table', () => {
  it('is the one the storefront matches against (src/contracts/errors.ts)', () => {
    expect(ERROR_STATUS).toBe(SHARED);
    expect(new AppError('BOOK_NOT_AVAILABLE', 'taken').status).toBe(409);
  });
});
