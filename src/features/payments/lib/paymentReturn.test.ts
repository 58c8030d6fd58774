import { readReturnQuery, returnDestination } from './paymentReturn';

describe('readReturnQuery', () => {
  it('takes Comgate’s transId as the reference', () => {
    expect(readReturnQuery('comgate', { id: 'AB12-CD34-EF56', refId: '17' })).toEqual({ provider: 'comgate', ref: 'AB12-CD34-EF56', extra: {} });
  });

  it('takes Adyen’s session id and passes its result on', () => {
    expect(readReturnQuery('adyen', { sessionId: 'CS123', sessionResult: 'X1' })).toEqual({ provider: 'adyen', ref: 'CS123', extra: { sessionResult: 'X1' } });
    expect(readReturnQuery('adyen', { sessionId: 'CS123', redirectResult: 'R9' })).toEqual({ provider: 'adyen', ref: 'CS123', extra: { redirectResult: 'R9' } });
  });

  it('skips an unfilled ${id} placeholder next to the real value', () => {
    expect(readReturnQuery('adyen', { sessionId: ['${id}', 'CS9'], redirectResult: 'R1' })).toEqual({ provider: 'adyen', ref: 'CS9', extra: { redirectResult: 'R1' } });
    expect(readReturnQuery('comgate', { id: '${id}', refId: '${refId}' })).toBeNull();
  });

  it('is null when no payment is named', () => {
    expect(readReturnQuery('comgate', { refId: '17' })).toBeNull();
    expect(readReturnQuery('adyen', {})).toBeNull();
    expect(readReturnQuery('comgate', { id: 'x'.repeat(201) })).toBeNull();
  });
});

describe('returnDestination', () => {
  it.each([
    ['paid', '/dekujeme?code=PC1'],
    ['pending', '/dekujeme?code=PC1'],
    ['failed', '/platba-selhala?code=PC1'],
    ['cancelled', '/platba-selhala?code=PC1'],
  ] as const)('%s → %s', (result, path) => {
    expect(returnDestination({ result, paymentCode: 'PC1' }, 'cs')).toBe(path);
  });
});
