/** The browser pieces the service-worker registration needs; tests pass fakes. */
export interface PushEnvironment {
  serviceWorker: Pick<ServiceWorkerContainer, 'getRegistration' | 'register'> | undefined;
  notificationPermission: NotificationPermission | undefined;
}

export function browserPushEnvironment(): PushEnvironment {
  return {
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    notificationPermission: typeof Notification !== 'undefined' ? Notification.permission : undefined,
  };
}
