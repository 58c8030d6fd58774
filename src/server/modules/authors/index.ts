// The authors module's public face for other modules.
export { nodeIdParams } from './authors.params';
export { toWorkSummary } from './work-summary';
