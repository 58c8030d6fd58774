/** Service worker registration and Web Push subscription (SPEC §7). */
export { ServiceWorkerRegistrar } from './ServiceWorkerRegistrar';
export { registerServiceWorker, browserPushEnvironment, SERVICE_WORKER_URL, type PushEnvironment } from './registerServiceWorker';
