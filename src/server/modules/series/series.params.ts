import { z } from '@hono/zod-openapi';

export const seriesSlugParams = z.object({
  slug: z.string().min(1).max(200).openapi({ param: { name: 'slug', in: 'path' }, example: 'world-classics' }),
});
