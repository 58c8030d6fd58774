// The works module's public face for other modules.
export { copyIdParams, workIdParams } from './works.params';
