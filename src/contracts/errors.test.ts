import { ERROR_STATUS, ErrorCode } from './errors';

describe('ErrorCode', () => {
  it('names every code of the table by itself', () => {
    for (const code of Object.keys(ERROR_STATUS)) expect(ErrorCode[code as ErrorCode]).toBe(code);
    expect(Object.keys(ErrorCode)).toEqual(Object.keys(ERROR_STATUS));
  });
});
