import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client';

/** A column of a bulk insert: its name and the PostgreSQL type of its array parameter. */
export type BulkColumn = readonly [name: string, pgType: string];

/**
 * Collects rows column by column and writes them with one statement per chunk:
 * `INSERT INTO t (a, b) SELECT * FROM unnest($1::int[], $2::text[])`.
 * One array parameter per column, whatever the row count, on both drivers (pg and PGlite).
 */
export class BulkInserter {
  private columnsData: unknown[][];
  private inserted = 0;

  constructor(
    private readonly db: Db,
    private readonly table: string,
    private readonly columns: readonly BulkColumn[],
    readonly chunkSize: number,
  ) {
    this.columnsData = columns.map(() => []);
  }

  /** Buffers one row (values in column order); true when the buffer is full. */
  push(values: readonly unknown[]): boolean {
    if (values.length !== this.columns.length) {
      throw new Error(`${this.table}: expected ${this.columns.length} values, got ${values.length}`);
    }
    for (let i = 0; i < values.length; i++) this.columnsData[i].push(values[i] === undefined ? null : values[i]);
    return this.pending >= this.chunkSize;
  }

  get pending(): number {
    return this.columnsData[0].length;
  }

  get total(): number {
    return this.inserted + this.pending;
  }

  async flush(): Promise<void> {
    if (this.pending === 0) return;
    const names = this.columns.map(([name]) => `"${name}"`).join(', ');
    const arrays: SQL[] = this.columns.map(([, type], i) => sql`${sql.param(this.columnsData[i])}::${sql.raw(type)}[]`);
    await this.db.execute(sql`INSERT INTO ${sql.raw(`"${this.table}"`)} (${sql.raw(names)}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`);
    this.inserted += this.pending;
    this.columnsData = this.columns.map(() => []);
  }
}

/** After inserting explicit ids, moves each serial sequence past the highest id. */
export async function syncSequences(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(sql.raw(
      `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE((SELECT max(id) FROM "${table}"), 0) + 1, false)`,
    ));
  }
}
