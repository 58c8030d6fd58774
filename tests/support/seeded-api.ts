import type { DbHandle } from '@/server/db/client';
import { seedDatabase, type SeedOptions, type SeedSummary } from '@/server/db/seed';
import { createTestApi, type TestApi } from './test-api';
import { createTestDb } from './test-db';

export interface SeededApi {
  handle: DbHandle;
  seed: SeedSummary;
  api: TestApi;
}

/**
 * A fresh database for one test file, seeded as `options` say, and the in-process API on it with
 * its clock at the seed's `now`. The caller closes `handle` (in afterAll).
 */
export async function createSeededApi(options: SeedOptions & { now: Date }): Promise<SeededApi> {
  const handle = await createTestDb();
  try {
    const seed = await seedDatabase(handle, options);
    return { handle, seed, api: createTestApi(handle, options.now) };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
