export * from './url';
export * from './errors';
export * from './client';
export { browserClient } from './browser';
