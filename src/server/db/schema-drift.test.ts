// @pglite-smoke: the migrations build the schema on PGlite too (also run on the embedded PGlite; scripts/test-all.sh)
import { is, SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbHandle } from './client';
import { queryRows } from './sql';
import * as schema from './schema';
import { createTestDb } from '../../../tests/support/test-db';

/**
 * ADR 0013: the schema is the source of truth. `npm run db:check` proves drizzle-kit's snapshot
 * agrees with the schema; this proves the migrations really build what the schema says, by applying
 * all of them to an empty database and reading the catalogue back.
 */
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map((table) => getTableConfig(table));

/** drizzle's SQL type spelling → PostgreSQL's format_type() spelling. */
function pgType(column: PgColumn): string {
  const type = column.getSQLType()
    .replace(/^bigserial$/, 'bigint').replace(/^smallserial$/, 'smallint').replace(/^serial$/, 'integer')
    .replace(/^char\(/, 'character(').replace(/^varchar\(/, 'character varying(')
    .replace(/^timestamp(\(\d\))?$/, 'timestamp$1 without time zone')
    .replace(/, /g, ',');
  return type;
}

/**
 * An index key as PostgreSQL's catalogue names it: a plain column, also one given only a collation
 * or an operator class in SQL (`${t.titleSearch} collate "C"`); anything else is an expression.
 */
function indexKey(column: unknown): string {
  if (column instanceof Object && 'name' in column && typeof column.name === 'string') return column.name;
  if (!is(column, SQL)) return '(expr)';
  const columns = column.queryChunks.filter((chunk) => is(chunk, PgColumn));
  const text = column.queryChunks.filter((chunk) => !is(chunk, PgColumn))
    .map((chunk) => (chunk && typeof chunk === 'object' && 'value' in chunk ? (chunk.value as string[]).join('') : String(chunk))).join('');
  return columns.length === 1 && /^\s*(collate\s+"?\w+"?)?\s*(\w+_ops)?\s*$/i.test(text) ? columns[0]!.name : '(expr)';
}

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle.close();
});

describe('the migrations build exactly what the Drizzle schema describes', () => {
  it('has the same tables', async () => {
    const rows = await queryRows<{ name: string }>(handle.db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    expect(rows.map((row) => row.name).sort()).toEqual(tables.map((table) => table.name).sort());
  });

  it('has the same columns, types, nullability, defaults and generated columns', async () => {
    const rows = await queryRows<{ table: string; column: string; type: string; not_null: boolean; has_default: boolean; generated: boolean }>(handle.db, sql`
      select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
             a.attnotnull as not_null, a.atthasdef and a.attgenerated = '' as has_default, a.attgenerated <> '' as generated
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`);
    const actual = rows.map((row) => `${row.table}.${row.column}: ${row.type}${row.not_null ? ' not null' : ''}${row.has_default ? ' default' : ''}${row.generated ? ' generated' : ''}`).sort();
    const expected = tables.flatMap((table) => table.columns.map((column) => {
      const serial = /serial$/.test(column.getSQLType());
      // A composite primary key makes its columns NOT NULL too.
      const inCompositeKey = table.primaryKeys.some((key) => key.columns.includes(column));
      const notNull = column.notNull || inCompositeKey;
      const hasDefault = column.default !== undefined || serial;
      return `${table.name}.${column.name}: ${pgType(column)}${notNull ? ' not null' : ''}${hasDefault ? ' default' : ''}${column.generated ? ' generated' : ''}`;
    })).sort();
    expect(actual).toEqual(expected);
  });

  it('has the same indexes (name, uniqueness, method, plain columns)', async () => {
    const rows = await queryRows<{ table: string; name: string; unique: boolean; method: string; columns: string | null }>(handle.db, sql`
      select t.relname as table, i.relname as name, x.indisunique as unique, am.amname as method,
             (select string_agg(coalesce(a.attname, '(expr)'), ',' order by k.ord)
                from unnest(x.indkey) with ordinality k(attnum, ord)
                left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum and k.attnum > 0) as columns
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace join pg_am am on am.oid = i.relam
      where n.nspname = 'public' and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`);
    const actual = rows.map((row) => `${row.table} ${row.name}: ${row.unique ? 'unique ' : ''}${row.method} (${row.columns})`).sort();
    const expected = tables.flatMap((table) => table.indexes.map((index) => {
      const columns = index.config.columns.map(indexKey);
      return `${table.name} ${index.config.name}: ${index.config.unique ? 'unique ' : ''}${index.config.method ?? 'btree'} (${columns.join(',')})`;
    })).sort();
    expect(actual).toEqual(expected);
  });

  it('has the same constraints (primary keys, foreign keys, uniques, checks)', async () => {
    const rows = await queryRows<{ table: string; name: string; type: string; definition: string }>(handle.db, sql`
      select t.relname as table, c.conname as name, c.contype as type, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and c.contype in ('p', 'f', 'u', 'c')`);
    const actual = rows.map((row) => {
      // Keep the referenced table and the ON DELETE action of a foreign key: those are what drift.
      const fk = row.type === 'f' ? ` ${/REFERENCES (\w+)/.exec(row.definition)?.[1]} ${/ON DELETE ([A-Z ]+?)(?: ON|$)/.exec(row.definition)?.[1]?.toLowerCase() ?? 'no action'}` : '';
      return `${row.table} ${row.type} ${row.name}${fk}`;
    }).sort();
    const expected = tables.flatMap((table) => {
      const columnKeys = table.columns.filter((column) => column.primary).map(() => `${table.name} p ${table.name}_pkey`);
      const compositeKeys = table.primaryKeys.map((key) => `${table.name} p ${key.getName()}`);
      const foreignKeys = table.foreignKeys.map((fk) => `${table.name} f ${fk.getName()} ${getTableConfig(fk.reference().foreignTable).name} ${fk.onDelete ?? 'no action'}`);
      const uniques = table.uniqueConstraints.map((unique) => `${table.name} u ${unique.getName()}`);
      const uniqueColumns = table.columns.filter((column) => column.isUnique).map((column) => `${table.name} u ${column.uniqueName}`);
      const checks = table.checks.map((check) => `${table.name} c ${check.name}`);
      return [...columnKeys, ...compositeKeys, ...foreignKeys, ...uniques, ...uniqueColumns, ...checks];
    }).sort();
    expect(actual).toEqual(expected);
  });
});
