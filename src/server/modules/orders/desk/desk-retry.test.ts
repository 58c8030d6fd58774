import { isDeadlock, retryOnDeadlock } from './desk-retry';

describe('retryOnDeadlock', () => {
  it('runs a transaction PostgreSQL aborted as a deadlock victim again', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('query failed'), { cause: { code: '40P01' } });
      return 'done';
    });
    expect([result, calls]).toEqual(['done', 2]);
  });

  it('gives up after three attempts and never retries other errors', async () => {
    let calls = 0;
    await expect(retryOnDeadlock(async () => { calls += 1; throw { code: '40001' }; })).rejects.toEqual({ code: '40001' });
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryOnDeadlock(async () => { calls += 1; throw new Error('ORDER_STATE_CONFLICT'); })).rejects.toThrow('ORDER_STATE_CONFLICT');
    expect(calls).toBe(1);
    expect(isDeadlock({ code: '23505' })).toBe(false);
  });
});
