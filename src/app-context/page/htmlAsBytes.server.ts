import type { ServerResponse } from 'node:http';

/**
 * From this many characters on a string body goes out as bytes: well below the ~64 K characters
 * where the copy starts to cost (below it, encoding once more is cheap either way).
 */
export const LARGE_BODY_CHARS = 16_384;

/**
 * Has `res` send a large string body as one UTF-8 buffer. Next's pages router ends a rendered page
 * with `res.end(html)`, and Node's http then prepends the header block to that string: a new
 * string of the whole page, flattened once more before it is encoded. A flat string of more than
 * about 64 K characters (measured on Node 20) lives in V8's large-object space, mapped and
 * zero-filled page by page for each request — about 1 ms per listing page (94 K characters) on a
 * 2-core virtual machine (issue 18 item 2). Encoding the page once into a buffer skips that copy;
 * the bytes, headers and Content-Length stay the same. Responses that Next compresses were
 * already written as bytes by its compression; this is for the uncompressed ones (a client or a
 * proxy in front that asks for no encoding).
 *
 * Only the string form with UTF-8 (or no) encoding is touched; writes, buffers, other encodings
 * and callbacks pass through as they were.
 */
export function sendLargeStringBodiesAsBytes(res: ServerResponse): void {
  const end = res.end;
  res.end = function endWithBytes(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk === 'string' && chunk.length >= LARGE_BODY_CHARS && isUtf8(rest[0])) {
      const callback = rest.find((arg) => typeof arg === 'function');
      return (end as (...args: unknown[]) => ServerResponse).call(this, Buffer.from(chunk, 'utf8'), ...(callback ? [callback] : []));
    }
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
}

const isUtf8 = (encoding: unknown) =>
  encoding === undefined || typeof encoding === 'function' || encoding === 'utf8' || encoding === 'utf-8';
