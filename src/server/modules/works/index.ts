// The works module's public face for other modules.
export { bookIdParams, workIdParams } from './works.params';
