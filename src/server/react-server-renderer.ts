import { Module, createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Next's pages router renders with `react-dom/server.edge` even in Node.js (its
 * ReactDOMServerPages.js: "TODO: Use Node.js build unless we're in an Edge runtime"). The edge
 * build turns every attribute and text piece into its own Uint8Array with TextEncoder.encode; the
 * Node build's `renderToReadableStream` (React ≥ 19) writes the same HTML into one buffer with
 * encodeInto. Same function, same stream of bytes, one fewer cost: TextEncoder was 7 % of a
 * listing page's server CPU (docs/adr/0033).
 *
 * Called once at server start (instrumentation.ts), before the first page loads Next's pages
 * runtime, which requires the module through Node's own require: the edge entry's cache slot is
 * filled with the Node build's exports. Returns what it did, for the start-up log and the test.
 */
export function renderPagesWithReactNodeBuild(fromDir = process.cwd()): 'node-build' | 'already-loaded' | 'unavailable' {
  // Resolved from Next's own folder: the same file its runtime's require() finds.
  const requireFromNext = createRequire(join(fromDir, 'node_modules', 'next', 'package.json'));
  let edgePath: string;
  let nodeBuild: { renderToReadableStream?: RenderToReadableStream };
  try {
    edgePath = requireFromNext.resolve('react-dom/server.edge');
    nodeBuild = requireFromNext('react-dom/server.node');
  } catch {
    return 'unavailable';
  }
  if (typeof nodeBuild.renderToReadableStream !== 'function') return 'unavailable';
  const cache = requireFromNext.cache;
  if (cache[edgePath]?.loaded) return ours.has(cache[edgePath]?.exports) ? 'node-build' : 'already-loaded';
  const entry = new Module(edgePath);
  entry.filename = edgePath;
  entry.loaded = true;
  entry.exports = { ...nodeBuild, renderToReadableStream: inlineEveryBoundary(nodeBuild.renderToReadableStream) };
  ours.add(entry.exports);
  cache[edgePath] = entry;
  return 'node-build';
}

const ours = new WeakSet<object>();

type RenderToReadableStream = (children: unknown, options?: { progressiveChunkSize?: number }) => Promise<unknown>;

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
