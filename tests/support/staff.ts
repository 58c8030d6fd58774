import { PERMISSIONS, type Permission } from '@/contracts/staff';
import type { DbHandle } from '@/server/db/client';
import { ensureEmployee } from '@/server/modules/staff';
import { createShopper, type Shopper } from './shopper';
import type { TestApi } from './test-api';

export const STAFF_API = '/api/adonis/admin/v1';
let seq = 0;

/** An employee in the database (password ≥ 12 characters), with the given permissions. */
export async function addEmployee(handle: DbHandle, permissions: readonly Permission[] = [], now = new Date()) {
  const email = `staff${++seq}-${Date.now().toString(36)}@bookturn.test`;
  const password = `correct horse ${seq} battery`;
  const { id } = await ensureEmployee(handle.db, { email, name: `Employee ${seq}`, password, permissions }, now);
  return { id, email, password };
}

export const allPermissions = PERMISSIONS;

/** A browser signed in as a new employee with these permissions (its own client address). */
export async function signedInStaff(api: TestApi, handle: DbHandle, permissions: readonly Permission[] = [], ip = `198.51.100.${++seq % 250}`): Promise<{ browser: Shopper; id: number; email: string; password: string }> {
  const employee = await addEmployee(handle, permissions, api.now());
  const browser = createShopper(api);
  const res = await browser.request('POST', `${STAFF_API}/employees/login`, { email: employee.email, password: employee.password }, { 'x-forwarded-for': ip });
  if (res.status !== 200) throw new Error(`staff login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { browser, ...employee };
}
