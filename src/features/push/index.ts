/** Service worker registration and Web Push subscription (docs/product.md#service-worker). */
export { ServiceWorkerRegistrar } from './ServiceWorkerRegistrar';
export { registerServiceWorker, browserPushEnvironment, SERVICE_WORKER_URL, type PushEnvironment } from './registerServiceWorker';
