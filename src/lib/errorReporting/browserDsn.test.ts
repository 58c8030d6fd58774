/** @jest-environment jsdom */
import { isValidSentryDsn, publicSentryDsnFromEnv, SENTRY_DSN_META, sentryDsnFromDocument } from './browserDsn';

const DSN = 'https://abc123@o1.ingest.sentry.io/42';

describe('isValidSentryDsn', () => {
  it.each([
    [DSN, true],
    ['http://key@localhost:9000/1', true],
    ['https://o1.ingest.sentry.io/42', false],
    ['https://abc@o1.ingest.sentry.io/project', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
    [undefined, false],
  ])('%p → %p', (dsn, valid) => expect(isValidSentryDsn(dsn)).toBe(valid));
});

describe('publicSentryDsnFromEnv (server, at request time)', () => {
  it('reads NEXT_PUBLIC_SENTRY_DSN, trimmed, and drops malformed ones', () => {
    expect(publicSentryDsnFromEnv({ NEXT_PUBLIC_SENTRY_DSN: ` ${DSN}\n` })).toBe(DSN);
    expect(publicSentryDsnFromEnv({ NEXT_PUBLIC_SENTRY_DSN: 'https://o1.ingest.sentry.io/42' })).toBeNull();
    expect(publicSentryDsnFromEnv({ SENTRY_DSN: DSN })).toBeNull();
    expect(publicSentryDsnFromEnv({})).toBeNull();
  });
});

describe('sentryDsnFromDocument (browser)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  const meta = (content: string) => {
    const el = document.createElement('meta');
    el.name = SENTRY_DSN_META;
    el.content = content;
    document.head.appendChild(el);
  };

  it('is the DSN the page was served with', () => {
    meta(DSN);
    expect(sentryDsnFromDocument()).toBe(DSN);
  });

  it('is undefined without the meta, with a malformed one, and outside a browser', () => {
    expect(sentryDsnFromDocument()).toBeUndefined();
    meta('https://nokey.example/1');
    expect(sentryDsnFromDocument()).toBeUndefined();
    expect(sentryDsnFromDocument(undefined)).toBeUndefined();
  });
});
