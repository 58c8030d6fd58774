/**
 * Row → domain conversion in one place (ADR 0013). Every id column is `serial`/`bigserial`/`bigint`
 * in `{ mode: 'number' }`: ids are JS numbers everywhere. The query builder converts them itself;
 * raw `sql` returns int8 (`bigserial`, `count(*)`, `sum(int)`) as a string from node-postgres and as
 * a number or bigint from PGlite, so raw rows go through these.
 */
export type RawInt = number | string | bigint;

/** An int8 id or count from a raw row as a number; fails loudly instead of losing precision. */
export function toInt(value: RawInt): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a safe integer: ${String(value)}`);
  return n;
}

/** The same for a nullable column. */
export function toIntOrNull(value: RawInt | null | undefined): number | null {
  return value === null || value === undefined ? null : toInt(value);
}
