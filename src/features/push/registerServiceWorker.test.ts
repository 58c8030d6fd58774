import { base64UrlToBytes, registerServiceWorker, type PushEnvironment } from './registerServiceWorker';

function fakeEnv(permission: NotificationPermission, existing: boolean) {
  const register = jest.fn(async () => ({}) as ServiceWorkerRegistration);
  const env: PushEnvironment = {
    notificationPermission: permission,
    serviceWorker: { getRegistration: jest.fn(async () => (existing ? ({} as ServiceWorkerRegistration) : undefined)), register } as unknown as PushEnvironment['serviceWorker'],
  };
  return { env, register };
}

describe('registerServiceWorker', () => {
  it('registers /service-worker.js when permission is granted and none is registered', async () => {
    const { env, register } = fakeEnv('granted', false);
    await expect(registerServiceWorker(env, null)).resolves.toBe('registered');
    expect(register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
  });

  it('does nothing without permission, or when one is already registered', async () => {
    for (const [permission, existing, outcome] of [['default', false, 'no-permission'], ['denied', false, 'no-permission'], ['granted', true, 'already-registered']] as const) {
      const { env, register } = fakeEnv(permission, existing);
      await expect(registerServiceWorker(env, null)).resolves.toBe(outcome);
      expect(register).not.toHaveBeenCalled();
    }
    await expect(registerServiceWorker({ serviceWorker: undefined, notificationPermission: 'granted' }, null)).resolves.toBe('unsupported');
  });

  it('decodes base64url VAPID keys', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
