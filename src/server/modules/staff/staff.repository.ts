import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';

export interface EmployeeRow {
  id: number; name: string; email: string; active: boolean; branch: string | null; password_hash: string | null;
}
const iso = (d: Date) => d.toISOString();
const num = <T extends { id: number | string }>(row: T): T => ({ ...row, id: Number(row.id) });

export async function findEmployeeByEmail(db: Db, email: string): Promise<EmployeeRow | null> {
  const [row] = await queryRows<EmployeeRow>(db, sql`select id, name, email, active, branch, password_hash from employees where lower(email) = lower(${email})`);
  return row ? num(row) : null;
}

export async function findEmployee(db: Db, id: number): Promise<EmployeeRow | null> {
  const [row] = await queryRows<EmployeeRow>(db, sql`select id, name, email, active, branch, password_hash from employees where id = ${id}`);
  return row ? num(row) : null;
}

export async function listEmployees(db: Db): Promise<(EmployeeRow & { permissions: string[] | null })[]> {
  const rows = await queryRows<EmployeeRow & { permissions: string[] | null }>(db, sql`
    select e.id, e.name, e.email, e.active, e.branch, null as password_hash,
           (select array_agg(p.permission order by p.permission) from employee_permissions p where p.employee_id = e.id) as permissions
    from employees e order by e.active desc, lower(e.name), e.id`);
  return rows.map(num);
}

export async function insertEmployee(db: Db, row: { name: string; email: string; branch: string | null; passwordHash: string; now: Date }): Promise<number | null> {
  const [created] = await queryRows<{ id: number }>(db, sql`
    insert into employees (name, email, branch, password_hash, active, created_at, updated_at)
    values (${row.name}, ${row.email}, ${row.branch}, ${row.passwordHash}, true, ${iso(row.now)}, ${iso(row.now)})
    on conflict do nothing returning id`);
  return created ? Number(created.id) : null;
}

export async function updateEmployee(db: Db, id: number, patch: { name?: string; branch?: string | null; active?: boolean; passwordHash?: string }, now: Date): Promise<void> {
  const sets = [sql`updated_at = ${iso(now)}`];
  if (patch.name !== undefined) sets.push(sql`name = ${patch.name}`);
  if (patch.branch !== undefined) sets.push(sql`branch = ${patch.branch}`);
  if (patch.active !== undefined) sets.push(sql`active = ${patch.active}`);
  if (patch.passwordHash !== undefined) sets.push(sql`password_hash = ${patch.passwordHash}`);
  await db.execute(sql`update employees set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

export async function permissionsOf(db: Db, employeeId: number): Promise<string[]> {
  const rows = await queryRows<{ permission: string }>(db, sql`select permission from employee_permissions where employee_id = ${employeeId} order by permission`);
  return rows.map((r) => r.permission);
}

export async function addPermission(db: Db, employeeId: number, permission: string, now: Date): Promise<void> {
  await db.execute(sql`insert into employee_permissions (employee_id, permission, created_at) values (${employeeId}, ${permission}, ${iso(now)}) on conflict do nothing`);
}

export async function removePermission(db: Db, employeeId: number, permission: string): Promise<void> {
  await db.execute(sql`delete from employee_permissions where employee_id = ${employeeId} and permission = ${permission}`);
}

// ------------------------------------------------------------------ sessions
export interface StaffSessionRow {
  id: number; employee_id: number; name: string; last_seen_at: unknown; permissions: string[] | null;
}

export async function insertSession(db: Db, row: { tokenHash: string; employeeId: number; method: 'password' | 'rfid'; workstationId: number | null; userAgent: string | null; ip: string; now: Date }): Promise<void> {
  await db.execute(sql`insert into staff_sessions (token_hash, employee_id, method, workstation_id, user_agent, ip, created_at, last_seen_at)
    values (${row.tokenHash}, ${row.employeeId}, ${row.method}, ${row.workstationId}, ${row.userAgent}, ${row.ip}, ${iso(row.now)}, ${iso(row.now)})`);
}

/** The session of a token with its (active) employee and their permissions: one query per staff request. */
export async function findSession(db: Db, tokenHash: string): Promise<StaffSessionRow | null> {
  const [row] = await queryRows<StaffSessionRow>(db, sql`
    select s.id, s.employee_id, e.name, s.last_seen_at,
           (select array_agg(p.permission) from employee_permissions p where p.employee_id = e.id) as permissions
    from staff_sessions s join employees e on e.id = s.employee_id
    where s.token_hash = ${tokenHash} and e.active`);
  return row ? { ...row, id: Number(row.id), employee_id: Number(row.employee_id) } : null;
}

export async function touchSession(db: Db, id: number, now: Date): Promise<void> {
  await db.execute(sql`update staff_sessions set last_seen_at = ${iso(now)} where id = ${id}`);
}

export async function deleteSessionByHash(db: Db, tokenHash: string): Promise<void> {
  await db.execute(sql`delete from staff_sessions where token_hash = ${tokenHash}`);
}

export async function deleteSessionOf(db: Db, employeeId: number, sessionId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`delete from staff_sessions where id = ${sessionId} and employee_id = ${employeeId} returning id`);
  return rows.length > 0;
}

export async function deleteSessionsOf(db: Db, employeeId: number, keepHash?: string): Promise<void> {
  const keep = keepHash ? sql`and token_hash <> ${keepHash}` : sql``;
  await db.execute(sql`delete from staff_sessions where employee_id = ${employeeId} ${keep}`);
}

export interface SessionListRow { id: number; method: string; user_agent: string | null; ip: string | null; created_at: unknown; last_seen_at: unknown; token_hash: string }

/** Sessions seen since `since` (older ones are expired by the idle timeout). */
export async function listSessions(db: Db, employeeId: number, since: Date): Promise<SessionListRow[]> {
  const rows = await queryRows<SessionListRow>(db, sql`
    select id, method, user_agent, ip, created_at, last_seen_at, token_hash from staff_sessions
    where employee_id = ${employeeId} and last_seen_at > ${iso(since)} order by last_seen_at desc`);
  return rows.map(num);
}

// ------------------------------------------------------------------ workstations
export async function insertWorkstation(db: Db, row: { name: string; tokenHash: string; createdBy: number; now: Date }): Promise<number> {
  const [created] = await queryRows<{ id: number }>(db, sql`
    insert into workstations (name, token_hash, created_by, created_at) values (${row.name}, ${row.tokenHash}, ${row.createdBy}, ${iso(row.now)}) returning id`);
  return Number(created!.id);
}
export async function findWorkstationByHash(db: Db, tokenHash: string): Promise<{ id: number } | null> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from workstations where token_hash = ${tokenHash}`);
  return row ? { id: Number(row.id) } : null;
}
export async function listWorkstations(db: Db): Promise<{ id: number; name: string; created_at: unknown }[]> {
  return (await queryRows<{ id: number; name: string; created_at: unknown }>(db, sql`select id, name, created_at from workstations order by id`)).map(num);
}
export async function deleteWorkstation(db: Db, id: number): Promise<boolean> {
  return (await queryRows(db, sql`delete from workstations where id = ${id} returning id`)).length > 0;
}

// ------------------------------------------------------------------ RFID cards
export interface CardRow { card_id: string; employee_id: number; pin_hash: string | null; failed_attempts: number; locked_until: unknown }

export async function findCard(db: Db, cardId: string, forUpdate = false): Promise<CardRow | null> {
  const lock = forUpdate ? sql`for update` : sql``;
  const [row] = await queryRows<CardRow>(db, sql`select card_id, employee_id, pin_hash, failed_attempts, locked_until from rfid_cards where card_id = ${cardId} ${lock}`);
  return row ? { ...row, employee_id: Number(row.employee_id), failed_attempts: Number(row.failed_attempts) } : null;
}
export async function cardsOf(db: Db, employeeId: number): Promise<CardRow[]> {
  return queryRows<CardRow>(db, sql`select card_id, employee_id, pin_hash, failed_attempts, locked_until from rfid_cards where employee_id = ${employeeId} order by card_id`);
}
/** Binds a card to an employee (rebinding moves it and clears its PIN). */
export async function bindCard(db: Db, cardId: string, employeeId: number, now: Date): Promise<void> {
  await db.execute(sql`insert into rfid_cards (card_id, employee_id, created_at) values (${cardId}, ${employeeId}, ${iso(now)})
    on conflict (card_id) do update set employee_id = excluded.employee_id, pin_hash = null, failed_attempts = 0, locked_until = null`);
}
export async function unbindCard(db: Db, cardId: string, employeeId: number): Promise<boolean> {
  return (await queryRows(db, sql`delete from rfid_cards where card_id = ${cardId} and employee_id = ${employeeId} returning card_id`)).length > 0;
}
export async function setCardPin(db: Db, cardId: string, pinHash: string): Promise<void> {
  await db.execute(sql`update rfid_cards set pin_hash = ${pinHash}, failed_attempts = 0, locked_until = null where card_id = ${cardId}`);
}
export async function cardFailed(db: Db, cardId: string, attempts: number, lockedUntil: Date | null): Promise<void> {
  await db.execute(sql`update rfid_cards set failed_attempts = ${attempts}, locked_until = ${lockedUntil ? iso(lockedUntil) : null} where card_id = ${cardId}`);
}
