describe('zodJitless on the server', () => {
  beforeEach(() => {
    jest.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  });

  // pages/_app runs in the API's process: the API's zod keeps its compiled parsers.
  it('leaves zod its JIT', async () => {
    await import('./zodJitless');
    const { z } = await import('zod');
    expect(typeof window).toBe('undefined');
    expect(z.config().jitless).toBeFalsy();
  });
});
