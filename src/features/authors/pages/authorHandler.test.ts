import type { ShellContext } from '@/app-context/page/shell.server';
import { HttpError } from '@/lib/http';
import { resolvePath } from '@/routing';
import { authorHandler, mergedAuthorId } from './authorHandler';

const ctx = (authorId: string, query: Record<string, string> = {}) =>
  ({ params: { authorId }, query, locale: 'cs', client: {}, seedFallback: jest.fn() }) as unknown as ShellContext;
const merged = (authorId: unknown) => new HttpError('merged', 'bad_response', 404, 'AUTHOR_MERGED', { authorId });

describe('authorHandler: a merged author', () => {
  it('redirects permanently (308) to the surviving author, same page and page number', async () => {
    const handler = authorHandler(() => Promise.reject(merged(77)), { paginated: true, route: 'author' });
    expect(await handler(ctx('12', { page: '2' }))).toEqual({ redirect: { destination: `${resolvePath('author', 'cs', { authorId: 77 })}?page=2`, statusCode: 308 } });
    const timeline = authorHandler(() => Promise.reject(merged(77)), { paginated: false, route: 'authorTimeline' });
    expect(await timeline(ctx('12'))).toEqual({ redirect: { destination: resolvePath('authorTimeline', 'cs', { authorId: 77 }), statusCode: 308 } });
  });

  it('lets every other error through (404 stays the 404 page)', async () => {
    const notFound = new HttpError('nope', 'bad_response', 404, 'NOT_FOUND');
    await expect(authorHandler(() => Promise.reject(notFound), { paginated: false, route: 'author' })(ctx('12'))).rejects.toBe(notFound);
    expect(mergedAuthorId(merged('x'))).toBeNull();
    expect(mergedAuthorId(new Error('x'))).toBeNull();
    expect(mergedAuthorId(merged(5))).toBe(5);
  });
});
