import { parseServerEnv, EnvError } from './env';

describe('parseServerEnv', () => {
  it('applies defaults and derives the internal API base URL from PORT', () => {
    const env = parseServerEnv({ PORT: '4010' });
    expect(env.PORT).toBe(4010);
    expect(env.PGLITE_DATA_DIR).toBe('.data/pglite');
    expect(env.INTERNAL_API_BASE_URL).toBe('http://127.0.0.1:4010/api');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SHIPMENT_POLL_MINUTES).toBe(30);
    expect(parseServerEnv({ SHIPMENT_POLL_MINUTES: '0' }).SHIPMENT_POLL_MINUTES).toBe(0);
  });

  it('treats empty strings as unset', () => {
    expect(parseServerEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
    ['NEXT_PUBLIC_PROTOCOL', 'ftp'],
    ['SHIPMENT_POLL_MINUTES', '-5'],
  ])('rejects a malformed %s and names it', (name, value) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseServerEnv({ [name]: value })).toThrow(name);
  });
});
