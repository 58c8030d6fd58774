import { z } from 'zod';

/**
 * zod probes `Function("")` the first time it parses an object, to decide on its JIT; the
 * Content-Security-Policy forbids eval, so the probe is a violation report. This module is the
 * first import of pages/_app.tsx: it must run before any other module's top-level code parses.
 */
z.config({ jitless: true });
