import pino from 'pino';

let instance: pino.Logger | undefined;

/** Structured JSON logs (pino) for the whole server; level from LOG_LEVEL. */
export function logger(): pino.Logger {
  instance ??= pino({ level: process.env.LOG_LEVEL || 'info', base: { service: 'bookturn-api' } });
  return instance;
}
