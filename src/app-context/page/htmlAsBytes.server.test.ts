import { createServer, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LARGE_BODY_CHARS, sendLargeStringBodiesAsBytes } from './htmlAsBytes.server';

/** A page-sized body with characters of one, two and three UTF-8 bytes, built by concatenation like Next's. */
const page = (chars: number) => {
  let html = '<!DOCTYPE html><html lang="cs"><body>';
  while (html.length < chars) html += '<p>Tajemství v Benátkách — 1 234 Kč €</p>';
  return `${html}</body></html>`;
};

type Ending = (res: ServerResponse, body: string) => void;

async function serve(ending: Ending, body: string) {
  const seen: unknown[] = [];
  const originalEnd = ServerResponse.prototype.end;
  const spy = jest.spyOn(ServerResponse.prototype, 'end').mockImplementation(function (this: ServerResponse, ...args: unknown[]) {
    seen.push(args[0]);
    return (originalEnd as (...a: unknown[]) => ServerResponse).apply(this, args);
  });
  const server: Server = createServer((_req, res) => {
    sendLargeStringBodiesAsBytes(res);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // What Next's sendRenderResult does with a rendered page.
    res.setHeader('Content-Length', Buffer.byteLength(body));
    ending(res, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, length: response.headers.get('content-length'), bytes, seen };
  } finally {
    spy.mockRestore();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('sendLargeStringBodiesAsBytes', () => {
  it('sends a page-sized string as one UTF-8 buffer: same bytes, same Content-Length', async () => {
    const body = page(100_000);
    const result = await serve((res, html) => res.end(html), body);
    expect(result.status).toBe(200);
    expect(result.bytes.equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(Number(result.length)).toBe(result.bytes.length);
    expect(Buffer.isBuffer(result.seen[0])).toBe(true);
  });

  it('keeps the callback of end(html, callback) and end(html, "utf8", callback)', async () => {
    const body = page(LARGE_BODY_CHARS + 10);
    const called: string[] = [];
    await serve((res, html) => res.end(html, () => called.push('two-argument')), body);
    const result = await serve((res, html) => res.end(html, 'utf8', () => called.push('three-argument')), body);
    expect(called.sort()).toEqual(['three-argument', 'two-argument']);
    expect(result.bytes.toString('utf8')).toBe(body);
    expect(Buffer.isBuffer(result.seen[0])).toBe(true);
  });

  it('leaves small strings, other encodings and buffers as they are', async () => {
    const small = await serve((res, html) => res.end(html), '<p>Kč</p>');
    expect(small.seen[0]).toBe('<p>Kč</p>');
    expect(small.bytes.toString('utf8')).toBe('<p>Kč</p>');

    const latin = 'é'.repeat(LARGE_BODY_CHARS);
    const other = await serve((res, text) => {
      res.setHeader('Content-Length', Buffer.byteLength(text, 'latin1'));
      res.end(text, 'latin1');
    }, latin);
    expect(other.seen[0]).toBe(latin);
    expect(other.bytes.equals(Buffer.from(latin, 'latin1'))).toBe(true);

    const bytes = Buffer.from(page(LARGE_BODY_CHARS));
    const buffer = await serve((res) => res.end(bytes), bytes.toString('utf8'));
    expect(buffer.seen[0]).toBe(bytes);
  });
});
