/**
 * The flag is set where the CSP applies (the browser) and nowhere else: on the server pages/_app
 * shares its process with the API, whose zod keeps its compiled parsers.
 */
type Holder = { __zod_globalConfig?: unknown; window?: unknown };

describe.each([
  ['in the browser', true],
  ['on the server', false],
])('zodJitless %s', (_where, browser) => {
  beforeEach(() => {
    jest.resetModules();
    delete (globalThis as Holder).__zod_globalConfig;
    if (browser) (globalThis as Holder).window = globalThis;
  });
  afterEach(() => {
    delete (globalThis as Holder).window;
  });

  it(browser ? 'switches the JIT off when it runs before zod loads' : 'leaves zod its JIT', async () => {
    await import('./zodJitless');
    const { z } = await import('zod');
    expect(Boolean(z.config().jitless)).toBe(browser);
  });

  it(browser ? 'switches the JIT off when zod loaded first' : 'leaves zod its JIT when zod loaded first', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBeFalsy();
    await import('./zodJitless');
    expect(Boolean(z.config().jitless)).toBe(browser);
  });
});
