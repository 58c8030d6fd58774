import {
  CARD_LOCK_MINUTES, CARD_MAX_TRIES, PIN_LENGTH, STAFF_IDLE_HOURS, type CurrentEmployee, type EmployeeDetail, type EmployeeSummary,
} from '@/contracts/staff';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import type { RequestContext, StaffRef } from '../../http/context';
import { withDb } from '../../http/context';
import { hitRateLimit, peekRateLimit, type RateLimit } from '../content';
import { hashSecret, newPin, newToken, sha256, verifyAgainstNothing, verifySecret } from './credentials';
import type { Permission } from '@/contracts/staff';
import * as repo from './staff.repository';

const MINUTE = 60_000;
const IDLE_MS = STAFF_IDLE_HOURS * 3_600_000;
/** last_seen_at is written at most this often. */
const SEEN_RESOLUTION_MS = 5 * MINUTE;

export interface StaffLimits {
  /** Failed password tries per account (any client); signing in does not count. */
  perAccount: RateLimit;
  /** Failed password tries and every RFID try per client address. */
  perIp: RateLimit;
}
export const STAFF_LIMITS_DEFAULT: StaffLimits = {
  perAccount: { max: 10, windowMs: 15 * MINUTE },
  perIp: { max: 30, windowMs: 15 * MINUTE },
};

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const isoOf = (value: unknown) => toDate(value).toISOString();

class RateLimited extends AppError {
  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', 'Too many sign-in attempts, try again later', { retryAfterSeconds });
  }
}

async function limit(db: Db, hits: [bucket: string, key: string, limit: RateLimit][], now: Date): Promise<void> {
  const verdicts = [];
  for (const [bucket, key, max] of hits) verdicts.push(await hitRateLimit(db, bucket, key, max, now));
  const refused = verdicts.filter((v) => !v.allowed);
  if (refused.length > 0) throw new RateLimited(Math.max(...refused.map((v) => v.retryAfterSeconds)));
}

const loginFailed = () => new AppError('STAFF_LOGIN_FAILED', 'Wrong e-mail, password, card or PIN');

// ------------------------------------------------------------------ sessions

/**
 * The employee of a staff session token, with their permissions (one query): the session must
 * have been seen within STAFF_IDLE_HOURS and its employee be active. An idle session is deleted.
 */
export async function staffForToken(db: Db, token: string, now: Date): Promise<StaffRef | null> {
  const hash = sha256(token);
  const row = await repo.findSession(db, hash);
  if (!row) return null;
  const seen = toDate(row.last_seen_at).getTime();
  if (now.getTime() - seen >= IDLE_MS) {
    await repo.deleteSessionByHash(db, hash);
    return null;
  }
  if (now.getTime() - seen >= SEEN_RESOLUTION_MS) await repo.touchSession(db, row.id, now);
  return { id: row.employee_id, name: row.name, permissions: row.permissions ?? [] };
}

export interface StaffBrowser { oldToken: string | null; userAgent: string | null }
export interface StaffSignIn { token: string; employee: CurrentEmployee }

async function startSession(
  ctx: RequestContext, employee: repo.EmployeeRow, browser: StaffBrowser, method: 'password' | 'rfid', workstationId: number | null,
): Promise<StaffSignIn> {
  // Rotation: the browser's previous staff session ends; a planted session id is worth nothing.
  if (browser.oldToken) await repo.deleteSessionByHash(ctx.db, sha256(browser.oldToken));
  const token = newToken();
  await repo.insertSession(ctx.db, {
    tokenHash: sha256(token), employeeId: employee.id, method, workstationId, userAgent: browser.userAgent?.slice(0, 300) ?? null, ip: ctx.ip, now: ctx.now,
  });
  const permissions = await repo.permissionsOf(ctx.db, employee.id);
  ctx.log.info({ employeeId: employee.id, method, workstationId }, 'staff signed in');
  return { token, employee: { id: employee.id, name: employee.name, email: employee.email, branch: employee.branch, permissions } };
}

/**
 * Password sign-in, limited per account and per client address by the failed tries: past either
 * limit even the right password is refused (a guesser learns nothing), while staff who sign in on
 * several devices, or a whole branch behind one address at the start of a shift, are not locked out.
 */
export async function loginWithPassword(
  ctx: RequestContext, limits: StaffLimits, input: { email: string; password: string; browser: StaffBrowser },
): Promise<StaffSignIn> {
  const email = input.email.trim().toLowerCase();
  const buckets: [bucket: string, key: string, limit: RateLimit][] = [['staff-login:ip', ctx.ip, limits.perIp], ['staff-login:account', email, limits.perAccount]];
  const refused = [];
  for (const [bucket, key, max] of buckets) {
    const verdict = await peekRateLimit(ctx.db, bucket, key, max, ctx.now);
    if (!verdict.allowed) refused.push(verdict.retryAfterSeconds);
  }
  if (refused.length > 0) throw new RateLimited(Math.max(...refused));
  const employee = await repo.findEmployeeByEmail(ctx.db, email);
  const ok = employee?.password_hash ? await verifySecret(employee.password_hash, input.password) : await verifyAgainstNothing(input.password);
  if (!employee || !ok || !employee.active) {
    for (const [bucket, key, max] of buckets) await hitRateLimit(ctx.db, bucket, key, max, ctx.now);
    throw loginFailed();
  }
  return startSession(ctx, employee, input.browser, 'password', null);
}

type CardVerdict = { ok: true; employeeId: number } | { ok: false; locked: number | null };

/**
 * RFID card + the PIN generated for that card, only on a registered workstation. Five wrong PINs
 * lock the card for CARD_LOCK_MINUTES (a locked card refuses even the right PIN).
 */
export async function loginWithCard(
  ctx: RequestContext, limits: StaffLimits, input: { workstationToken: string | null; cardId: string; pin: string; browser: StaffBrowser },
): Promise<StaffSignIn> {
  const workstation = input.workstationToken ? await repo.findWorkstationByHash(ctx.db, sha256(input.workstationToken)) : null;
  if (!workstation) throw new AppError('WORKSTATION_INVALID', 'RFID sign-in works only on a registered workstation');
  await limit(ctx.db, [['staff-login:ip', ctx.ip, limits.perIp]], ctx.now);
  const verdict = await ctx.db.transaction(async (txAny): Promise<CardVerdict> => {
    const tx = txAny as unknown as Db;
    const card = await repo.findCard(tx, input.cardId, true);
    if (!card || !card.pin_hash) {
      await verifyAgainstNothing(input.pin);
      return { ok: false, locked: null };
    }
    const lockedUntil = card.locked_until ? toDate(card.locked_until) : null;
    if (lockedUntil && lockedUntil > ctx.now) return { ok: false, locked: Math.ceil((lockedUntil.getTime() - ctx.now.getTime()) / 1000) };
    if (await verifySecret(card.pin_hash, input.pin)) {
      await repo.cardFailed(tx, card.card_id, 0, null);
      return { ok: true, employeeId: card.employee_id };
    }
    const attempts = card.failed_attempts + 1;
    if (attempts >= CARD_MAX_TRIES) {
      await repo.cardFailed(tx, card.card_id, 0, new Date(ctx.now.getTime() + CARD_LOCK_MINUTES * MINUTE));
      return { ok: false, locked: CARD_LOCK_MINUTES * 60 };
    }
    await repo.cardFailed(tx, card.card_id, attempts, null);
    return { ok: false, locked: null };
  });
  if (!verdict.ok) {
    if (verdict.locked !== null) throw new AppError('CARD_LOCKED', 'The card is locked after too many wrong PINs', { retryAfterSeconds: verdict.locked });
    throw loginFailed();
  }
  const employee = await repo.findEmployee(ctx.db, verdict.employeeId);
  if (!employee || !employee.active) throw loginFailed();
  return startSession(ctx, employee, input.browser, 'rfid', workstation.id);
}

export async function logout(ctx: RequestContext, token: string | null): Promise<void> {
  if (token) await repo.deleteSessionByHash(ctx.db, sha256(token));
}

// ------------------------------------------------------------------ self service

async function mustFind(db: Db, id: number): Promise<repo.EmployeeRow> {
  const employee = await repo.findEmployee(db, id);
  if (!employee) throw notFound('Employee');
  return employee;
}

export async function currentEmployee(ctx: RequestContext, staff: StaffRef): Promise<CurrentEmployee> {
  const employee = await mustFind(ctx.db, staff.id);
  return { id: employee.id, name: employee.name, email: employee.email, branch: employee.branch, permissions: [...staff.permissions].sort() };
}

export async function updateOwnDetails(ctx: RequestContext, staff: StaffRef, patch: { name?: string; branch?: string | null }): Promise<CurrentEmployee> {
  await repo.updateEmployee(ctx.db, staff.id, patch, ctx.now);
  return currentEmployee(ctx, staff);
}

/** Changes the own password (the current one proves it is them); every other session of theirs ends. */
export async function changeOwnPassword(ctx: RequestContext, staff: StaffRef, input: { currentPassword: string; newPassword: string; token: string | null }): Promise<void> {
  const employee = await mustFind(ctx.db, staff.id);
  if (!employee.password_hash || !(await verifySecret(employee.password_hash, input.currentPassword))) {
    throw new AppError('PASSWORD_WRONG', 'The current password is wrong');
  }
  await repo.updateEmployee(ctx.db, staff.id, { passwordHash: await hashSecret(input.newPassword) }, ctx.now);
  await repo.deleteSessionsOf(ctx.db, staff.id, input.token ? sha256(input.token) : undefined);
}

/** Changes the PIN of one's own card (the current PIN proves it). */
export async function changeOwnPin(ctx: RequestContext, staff: StaffRef, input: { cardId: string; currentPin: string; newPin: string }): Promise<void> {
  const card = await repo.findCard(ctx.db, input.cardId);
  if (!card || card.employee_id !== staff.id) throw notFound('Card');
  if (!card.pin_hash || !(await verifySecret(card.pin_hash, input.currentPin))) throw new AppError('PASSWORD_WRONG', 'The current PIN is wrong');
  await repo.setCardPin(ctx.db, card.card_id, await hashSecret(input.newPin));
}

function sessionsView(rows: repo.SessionListRow[], currentToken: string | null) {
  const current = currentToken ? sha256(currentToken) : null;
  return rows.map((r) => ({
    id: r.id, method: r.method, userAgent: r.user_agent, ip: r.ip, createdAt: isoOf(r.created_at), lastSeenAt: isoOf(r.last_seen_at), current: r.token_hash === current,
  }));
}

export async function ownSessions(ctx: RequestContext, staff: StaffRef, currentToken: string | null) {
  return sessionsView(await repo.listSessions(ctx.db, staff.id, new Date(ctx.now.getTime() - IDLE_MS)), currentToken);
}

export async function revokeOwnSession(ctx: RequestContext, staff: StaffRef, sessionId: number): Promise<void> {
  if (!(await repo.deleteSessionOf(ctx.db, staff.id, sessionId))) throw notFound('Session');
}

// ------------------------------------------------------------------ administration (permission `employees`)

export async function listEmployees(ctx: RequestContext): Promise<EmployeeSummary[]> {
  return (await repo.listEmployees(ctx.db)).map((e) => ({ id: e.id, name: e.name, email: e.email, active: e.active, branch: e.branch, permissions: e.permissions ?? [] }));
}

export async function employeeDetail(ctx: RequestContext, id: number): Promise<EmployeeDetail> {
  const employee = await mustFind(ctx.db, id);
  const [permissions, cards, sessions] = await Promise.all([
    repo.permissionsOf(ctx.db, id), repo.cardsOf(ctx.db, id), repo.listSessions(ctx.db, id, new Date(ctx.now.getTime() - IDLE_MS)),
  ]);
  return {
    id: employee.id, name: employee.name, email: employee.email, active: employee.active, branch: employee.branch, permissions,
    cards: cards.map((c) => {
      const locked = c.locked_until ? toDate(c.locked_until) : null;
      return { cardId: c.card_id, hasPin: c.pin_hash !== null, lockedUntil: locked && locked > ctx.now ? locked.toISOString() : null };
    }),
    sessions: sessionsView(sessions, null),
  };
}

export async function createEmployee(
  ctx: RequestContext, input: { name: string; email: string; password: string; branch?: string | null; permissions?: readonly Permission[] },
): Promise<number> {
  const passwordHash = await hashSecret(input.password);
  return ctx.db.transaction(async (txAny) => {
    const tx = withDb(ctx, txAny as unknown as Db);
    const id = await repo.insertEmployee(tx.db, { name: input.name, email: input.email.trim(), branch: input.branch ?? null, passwordHash, now: ctx.now });
    if (id === null) throw new AppError('EMAIL_TAKEN', 'An employee with this e-mail exists');
    for (const permission of input.permissions ?? []) await repo.addPermission(tx.db, id, permission, ctx.now);
    return id;
  });
}

/** Administrator's edit; deactivating an employee ends all their sessions. */
export async function updateEmployee(ctx: RequestContext, id: number, patch: { name?: string; branch?: string | null; active?: boolean }): Promise<EmployeeDetail> {
  await mustFind(ctx.db, id);
  await repo.updateEmployee(ctx.db, id, patch, ctx.now);
  if (patch.active === false) await repo.deleteSessionsOf(ctx.db, id);
  return employeeDetail(ctx, id);
}

export async function addPermission(ctx: RequestContext, id: number, permission: Permission): Promise<EmployeeDetail> {
  await mustFind(ctx.db, id);
  await repo.addPermission(ctx.db, id, permission, ctx.now);
  ctx.log.info({ employeeId: id, permission, by: ctx.staff?.id }, 'permission added');
  return employeeDetail(ctx, id);
}

export async function removePermission(ctx: RequestContext, id: number, permission: Permission): Promise<EmployeeDetail> {
  await mustFind(ctx.db, id);
  await repo.removePermission(ctx.db, id, permission);
  ctx.log.info({ employeeId: id, permission, by: ctx.staff?.id }, 'permission removed');
  return employeeDetail(ctx, id);
}

export async function revokeEmployeeSession(ctx: RequestContext, id: number, sessionId: number): Promise<void> {
  if (!(await repo.deleteSessionOf(ctx.db, id, sessionId))) throw notFound('Session');
}

export async function listWorkstations(ctx: RequestContext) {
  return (await repo.listWorkstations(ctx.db)).map((w) => ({ id: w.id, name: w.name, createdAt: isoOf(w.created_at) }));
}

/** A new workstation: its token is returned once (the browser of that device keeps it); only its hash is stored. */
export async function createWorkstation(ctx: RequestContext, staff: StaffRef, name: string, token = newToken()) {
  const id = await repo.insertWorkstation(ctx.db, { name, tokenHash: sha256(token), createdBy: staff.id, now: ctx.now });
  return { id, name, createdAt: ctx.now.toISOString(), token };
}

export async function removeWorkstation(ctx: RequestContext, id: number): Promise<void> {
  if (!(await repo.deleteWorkstation(ctx.db, id))) throw notFound('Workstation');
}

export async function bindCard(ctx: RequestContext, employeeId: number, cardId: string): Promise<EmployeeDetail> {
  await mustFind(ctx.db, employeeId);
  await repo.bindCard(ctx.db, cardId, employeeId, ctx.now);
  return employeeDetail(ctx, employeeId);
}

export async function unbindCard(ctx: RequestContext, employeeId: number, cardId: string): Promise<void> {
  if (!(await repo.unbindCard(ctx.db, cardId, employeeId))) throw notFound('Card');
}

/** Generates the card's PIN: returned once, stored as argon2id; the card is unlocked. `pin` only for the demo seed. */
export async function generateCardPin(ctx: RequestContext, employeeId: number, cardId: string, pin = newPin(PIN_LENGTH)): Promise<{ cardId: string; pin: string }> {
  const card = await repo.findCard(ctx.db, cardId);
  if (!card || card.employee_id !== employeeId) throw notFound('Card');
  await repo.setCardPin(ctx.db, cardId, await hashSecret(pin));
  return { cardId, pin };
}
