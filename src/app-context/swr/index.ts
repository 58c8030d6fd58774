export { ShellSWRConfig } from './ShellSWRConfig';
export { isSlowConnection, swrTimings } from './swrOptions';
