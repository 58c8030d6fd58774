/**
 * @jest-environment jsdom
 */
describe('zodJitless in the browser', () => {
  beforeEach(() => {
    jest.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  });

  it('switches the JIT off when it runs before zod loads', async () => {
    await import('./zodJitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });

  it('switches the JIT off when zod loaded first', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBeFalsy();
    await import('./zodJitless');
    expect(z.config().jitless).toBe(true);
  });
});
