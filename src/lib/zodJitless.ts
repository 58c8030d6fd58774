/**
 * zod probes `Function("")` the first time it parses an object, to decide on its JIT; the
 * Content-Security-Policy forbids eval, so the probe is a violation report. This module is the
 * first import of pages/_app.tsx: it must run before any other module's top-level code parses.
 * In the browser only: on the server _app shares its process (and globalThis) with the API, whose
 * response validation would otherwise lose zod's compiled parsers once the first page rendered.
 *
 * It sets the flag without importing zod (issue 17 item 8): zod keeps its configuration on
 * `globalThis.__zod_globalConfig` and adopts an object found there, so the storefront's first
 * load carries no zod, and a page that does parse (a form) still parses jitless. zodJitless.test.ts
 * checks that zod reads the flag, whichever of the two loads first.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

if (typeof window !== 'undefined') {
  const holder = globalThis as ZodGlobal;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

export {};
