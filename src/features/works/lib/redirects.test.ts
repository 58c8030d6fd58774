import { permanentRedirect, searchOf } from './redirects';

describe('book redirects', () => {
  it('keep the visitor’s query string', () => {
    expect(searchOf('/b/5?utm_source=x&a=1')).toBe('?utm_source=x&a=1');
    expect(searchOf('/b/5')).toBe('');
    expect(permanentRedirect('/g/1/b/5', '/b/5?utm_source=x')).toEqual({ redirect: { destination: '/g/1/b/5?utm_source=x', statusCode: 301 } });
    expect(permanentRedirect('/g/1', '/g/1/old-slug')).toEqual({ redirect: { destination: '/g/1', statusCode: 301 } });
  });
});
