import { SingleFlightCache } from './single-flight-cache';

describe('SingleFlightCache', () => {
  it('shares one computation between concurrent misses and keeps it until the ttl', async () => {
    let now = 0;
    const cache = new SingleFlightCache<number>(1000, () => now);
    let calls = 0;
    const load = async () => ++calls;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('other', load)).toBe(3);
  });

  it('does not keep failures', async () => {
    const cache = new SingleFlightCache<string>(1000, () => 0);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('stays bounded with many keys', async () => {
    const cache = new SingleFlightCache<number>(1000, () => 0, 3);
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => i);
    let reloaded = false;
    await cache.get('k0', async () => {
      reloaded = true;
      return 0;
    });
    expect(reloaded).toBe(true);
  });
});
