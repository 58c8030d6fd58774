import { z } from 'zod';
import { MAX_WORK_ID } from '@/contracts/works';
import { stockDemoCopy } from './watchdogs-dev.repository';
import { AppError } from '../../http/errors';
import type { AppDeps, Api } from '../../http/types';
import { watchdogRunDepsFrom } from './watchdog-deps';
import { runWatchdogMatching } from './watchdog-matching';

const stockBody = z
  .object({
    editionId: z.number().int().positive().max(MAX_WORK_ID),
    conditionId: z.number().int().min(1).max(6).default(2),
    priceCzkX100: z.number().int().min(100).max(10_000_000).default(19_900),
    priceEurX100: z.number().int().min(10).max(500_000).default(890),
  })
  .strict();

/**
 * Demo-mode stand-ins for what staff intake and the scheduler do, so the demo and the browser tests
 * can see a watchdog fire at once: stock a new copy of an edition, run the watchdog job now.
 * createApp mounts them in demo mode only: in production they do not exist (like the dev outbox).
 */
export function registerWatchdogDevRoutes(app: Api, deps: AppDeps): void {

  app.post('/adonis/dev/books', async (c) => {
    const parsed = stockBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'editionId (and optionally conditionId, priceCzkX100, priceEurX100) expected');
    const body = parsed.data;
    const row = await stockDemoCopy(c.get('db'), body, c.get('now'));
    if (!row) throw new AppError('NOT_FOUND', `Edition ${body.editionId}`);
    return c.json({ 'bookId': Number(row.id), workId: Number(row.grandmother_id) }, 201);
  });

  app.post('/adonis/dev/watchdogs/run', async (c) => {
    return c.json(await runWatchdogMatching(c.get('db'), watchdogRunDepsFrom(deps, c.get('db'))));
  });
}
