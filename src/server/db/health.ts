import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** The health check's round trip: throws when the database cannot answer. */
export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
