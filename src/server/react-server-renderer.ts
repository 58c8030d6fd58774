import { Module, createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Next's pages router renders with `react-dom/server.edge` even in Node.js (its
 * ReactDOMServerPages.js: "TODO: Use Node.js build unless we're in an Edge runtime"). The edge
 * build turns every attribute and text piece into its own Uint8Array with TextEncoder.encode
 * (7 % of a listing page's server CPU); the Node build's renderer writes into one buffer with
 * encodeInto, and its string renderer writes no bytes at all (renderAsOneString below;
 * docs/adr/0033). Same markup, less work.
 *
 * Called once at server start (instrumentation.ts), before the first page loads Next's pages
 * runtime, which requires the module through Node's own require: the edge entry's cache slot is
 * filled with the Node build's exports. Returns what it did, for the start-up log and the test.
 */
export function renderPagesWithReactNodeBuild(fromDir = process.cwd()): 'node-build' | 'already-loaded' | 'unavailable' {
  // Resolved from Next's own folder: the same file its runtime's require() finds.
  const requireFromNext = createRequire(join(fromDir, 'node_modules', 'next', 'package.json'));
  let edgePath: string;
  let nodeBuild: { renderToReadableStream?: RenderToReadableStream; renderToString?: RenderToString };
  try {
    edgePath = requireFromNext.resolve('react-dom/server.edge');
    nodeBuild = requireFromNext('react-dom/server.node');
  } catch {
    return 'unavailable';
  }
  if (typeof nodeBuild.renderToReadableStream !== 'function' || typeof nodeBuild.renderToString !== 'function') return 'unavailable';
  const cache = requireFromNext.cache;
  if (cache[edgePath]?.loaded) return ours.has(cache[edgePath]?.exports) ? 'node-build' : 'already-loaded';
  const entry = new Module(edgePath);
  entry.filename = edgePath;
  entry.loaded = true;
  const renderToReadableStream = renderAsOneString(nodeBuild.renderToString, inlineEveryBoundary(nodeBuild.renderToReadableStream));
  entry.exports = { ...nodeBuild, renderToReadableStream };
  ours.add(entry.exports);
  cache[edgePath] = entry;
  return 'node-build';
}

const ours = new WeakSet<object>();

type RenderToReadableStream = (children: unknown, options?: { progressiveChunkSize?: number }) => Promise<unknown>;
type RenderToString = (children: unknown) => string;

/**
 * Suspense boundaries stay where they are in the HTML. React's server renderer moves a completed
 * boundary of more than ~12.8 KB (its default `progressiveChunkSize`) to the end of the document
 * and puts it in place with an inline script, which the pages runtime sends without our CSP nonce
 * (blocked: the content stayed hidden). The pages render the whole tree before sending anything,
 * so there is nothing to stream progressively: every boundary is written inline. The browser then
 * hydrates the layout's boundaries (src/shell/layout/Layout.tsx) in small slices after the rest,
 * instead of in one long task (issue 17 item 8, docs/adr/0027).
 */
function inlineEveryBoundary(render: RenderToReadableStream): RenderToReadableStream {
  return (children, options) => render(children, { ...options, progressiveChunkSize: options?.progressiveChunkSize ?? Number.POSITIVE_INFINITY });
}

/** React's marker of a boundary it could not render on the server (an error, or a suspension). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The pages runtime renders each page (and `_document`) to a stream, waits for `allReady` and reads
 * it back into one string (`streamToString`). React's streaming renderer encodes every piece of
 * markup into bytes as it goes (its `writeChunk`, ~6 % of a listing page's CPU, plus the decoding
 * back), which buys nothing here: nothing is sent before the whole page is rendered. React's
 * string renderer produces the same markup as strings. It cannot wait for a component that
 * suspends, and it puts a boundary whose content failed in the client's hands; so a render that
 * throws, or leaves a boundary to the client, is done again by the streaming renderer: the page's
 * outcome (HTML, error, logging) is always the streaming renderer's. The pages pass no options
 * but `progressiveChunkSize`, which the string renderer does not need (it writes every boundary in
 * place); any other option goes to the streaming renderer.
 */
function renderAsOneString(renderToString: RenderToString, streaming: RenderToReadableStream): RenderToReadableStream {
  return async (children, options) => {
    if (options && Object.keys(options).some((name) => name !== 'progressiveChunkSize')) return streaming(children, options);
    let html: string;
    try {
      html = renderToString(children);
    } catch {
      return streaming(children, options);
    }
    if (html.includes(CLIENT_RENDERED_BOUNDARY)) return streaming(children, options);
    return renderedStream(html);
  };
}

/** A finished render as the stream the pages runtime reads: one chunk of bytes, already all ready. */
function renderedStream(html: string): ReadableStream<Uint8Array> & { allReady: Promise<void> } {
  const bytes = Buffer.from(html, 'utf8');
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes.length > 0) controller.enqueue(bytes);
      controller.close();
    },
  });
  return Object.assign(stream, { allReady: Promise.resolve() });
}
