import { PERMISSIONS, type Permission } from '@/contracts/staff';
import type { Db } from '../../db/client';
import { hashSecret, sha256 } from './credentials';
import * as repo from './staff.repository';

/** Demo mode only (README "Back office"): known staff accounts, a card and a workstation. */
export const DEMO_ADMIN = { email: 'admin@bookturn.test', password: 'bookturn-demo-admin', name: 'Demo Administrátor' } as const;
export const DEMO_PACKER = { email: 'packer@bookturn.test', password: 'bookturn-demo-packer', name: 'Demo Balič' } as const;
export const DEMO_PACKER_PERMISSIONS: readonly Permission[] = ['orders.read', 'shipping'];
export const DEMO_CARD = { cardId: 'DEMO-CARD-0001', pin: '1234' } as const;
export const DEMO_WORKSTATION = { name: 'Demo balicí stůl', token: 'demo-workstation-token-not-for-production' } as const;

/** Creates an employee with the permissions, or brings an existing one (same e-mail) to them; returns its id. */
export async function ensureEmployee(db: Db, input: { email: string; name: string; password: string; permissions: readonly Permission[] }, now: Date): Promise<{ id: number; created: boolean }> {
  const existing = await repo.findEmployeeByEmail(db, input.email);
  let id = existing?.id ?? null;
  const created = id === null;
  if (id === null) id = await repo.insertEmployee(db, { name: input.name, email: input.email, branch: null, passwordHash: await hashSecret(input.password), now });
  if (id === null) throw new Error(`could not create ${input.email}`);
  for (const permission of input.permissions) await repo.addPermission(db, id, permission, now);
  return { id, created };
}

/** Idempotent: running the seed again changes nothing. Never called outside APP_MODE=demo. Returns the administrator's id. */
export async function seedDemoStaff(db: Db, now = new Date()): Promise<{ adminId: number }> {
  const admin = await ensureEmployee(db, { ...DEMO_ADMIN, permissions: PERMISSIONS }, now);
  const packer = await ensureEmployee(db, { ...DEMO_PACKER, permissions: DEMO_PACKER_PERMISSIONS }, now);
  const card = await repo.findCard(db, DEMO_CARD.cardId);
  if (!card) {
    await repo.bindCard(db, DEMO_CARD.cardId, packer.id, now);
    await repo.setCardPin(db, DEMO_CARD.cardId, await hashSecret(DEMO_CARD.pin));
  }
  if (!(await repo.findWorkstationByHash(db, sha256(DEMO_WORKSTATION.token)))) {
    await repo.insertWorkstation(db, { name: DEMO_WORKSTATION.name, tokenHash: sha256(DEMO_WORKSTATION.token), createdBy: packer.id, now });
  }
  return { adminId: admin.id };
}
