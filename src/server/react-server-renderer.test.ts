import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * In a Node process of its own: Jest keeps its own module registry, and the function works on
 * Node's require cache, as Next's pages runtime sees it.
 */
function runInNode(script: string): string {
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  return execFileSync(tsx, ['-e', script], { cwd: process.cwd(), encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } }).trim();
}

describe('renderPagesWithReactNodeBuild', () => {
  it("hands Next's require of react-dom/server.edge the Node build, which renders the same HTML", () => {
    const out = runInNode(`
      const { renderPagesWithReactNodeBuild } = require('./src/server/react-server-renderer.ts');
      const { createRequire } = require('node:module');
      const req = createRequire(require('node:path').join(process.cwd(), 'node_modules/next/package.json'));
      const edgeBefore = require('node:fs').realpathSync(req.resolve('react-dom/server.edge'));
      const first = renderPagesWithReactNodeBuild();
      const again = renderPagesWithReactNodeBuild();
      const edge = req('react-dom/server.edge');
      const node = req('react-dom/server.node');
      const React = req('react');
      const el = React.createElement('p', { title: 'Tajemství v Benátkách' }, 'Kniha č. 1');
      const text = (s) => new Response(s).text();
      Promise.all([edge.renderToReadableStream(el).then(text), node.renderToReadableStream(el).then(text)]).then(([html, nodeHtml]) => {
        console.log(JSON.stringify({ first, again, nodeExports: edge.renderToPipeableStream === node.renderToPipeableStream, html, sameAsNode: html === nodeHtml, edgeBefore: edgeBefore.endsWith('server.edge.js') }));
      });
    `);
    expect(JSON.parse(out)).toEqual({
      first: 'node-build', again: 'node-build', nodeExports: true, sameAsNode: true, edgeBefore: true,
      html: '<p title="Tajemství v Benátkách">Kniha č. 1</p>',
    });
  });

  it('writes a large Suspense boundary in place: no script moves it in (the pages send no nonce with one)', () => {
    const out = runInNode(`
      const { renderPagesWithReactNodeBuild } = require('./src/server/react-server-renderer.ts');
      const { createRequire } = require('node:module');
      const req = createRequire(require('node:path').join(process.cwd(), 'node_modules/next/package.json'));
      renderPagesWithReactNodeBuild();
      const edge = req('react-dom/server.edge');
      const node = req('react-dom/server.node');
      const React = req('react');
      // 40 KB inside one boundary: React's default would outline it (over ~12.8 KB).
      const tree = React.createElement('main', null, React.createElement(React.Suspense, null,
        React.createElement('ul', null, Array.from({ length: 400 }, (_, i) => React.createElement('li', { key: i }, 'Výtisk '.repeat(12) + i)))));
      const read = async (render) => { const s = await render(tree); await s.allReady; return new Response(s).text(); };
      Promise.all([read(edge.renderToReadableStream), read(node.renderToReadableStream)]).then(([ours, reacts]) => {
        const inline = (html) => html.startsWith('<main><!--$--><ul><li>');
        console.log(JSON.stringify({ ours: { inline: inline(ours), script: ours.includes('<script') }, reacts: { inline: inline(reacts), script: reacts.includes('<script') } }));
      });
    `);
    // React's own default outlines it and needs an inline script; ours keeps it where it is.
    expect(JSON.parse(out)).toEqual({ ours: { inline: true, script: false }, reacts: { inline: false, script: true } });
  });

  it('leaves a runtime that already loaded the edge build alone, and says so', () => {
    const out = runInNode(`
      const { createRequire } = require('node:module');
      const req = createRequire(require('node:path').join(process.cwd(), 'node_modules/next/package.json'));
      const edge = req('react-dom/server.edge');
      const { renderPagesWithReactNodeBuild } = require('./src/server/react-server-renderer.ts');
      console.log(JSON.stringify({ result: renderPagesWithReactNodeBuild(), unchanged: req('react-dom/server.edge') === edge }));
    `);
    expect(JSON.parse(out)).toEqual({ result: 'already-loaded', unchanged: true });
  });
});

describe('the pages render as one string', () => {
  /** Renders each named tree with the swapped module and with React's own streaming renderer. */
  function renderBoth(trees: string): Record<string, { ours: string; streaming: string } | { oursError: string; streamingError: string }> {
    return JSON.parse(
      runInNode(`
      const { renderPagesWithReactNodeBuild } = require('./src/server/react-server-renderer.ts');
      const { createRequire } = require('node:module');
      const req = createRequire(require('node:path').join(process.cwd(), 'node_modules/next/package.json'));
      renderPagesWithReactNodeBuild();
      const edge = req('react-dom/server.edge');
      const node = req('react-dom/server.node');
      const React = req('react');
      const h = React.createElement;
      console.error = () => {}; // React logs the errors the trees throw on purpose
      const trees = ${trees};
      const read = async (render, tree) => { const s = await render(tree, { progressiveChunkSize: Infinity }); await s.allReady; return new Response(s).text(); };
      (async () => {
        const out = {};
        for (const [name, tree] of Object.entries(trees)) {
          try {
            out[name] = { ours: await read(edge.renderToReadableStream, tree()), streaming: await read(node.renderToReadableStream, tree()) };
          } catch (e) {
            let streamingError = 'none';
            try { await read(node.renderToReadableStream, tree()); } catch (e2) { streamingError = e2.message; }
            out[name] = { oursError: e.message, streamingError };
          }
        }
        console.log(JSON.stringify(out));
      })();
    `),
    );
  }

  it('renders the markup the streaming renderer renders: text separators, ids, boundaries, form defaults, a document', () => {
    const out = renderBoth(`{
      page: () => { function Ids() { const a = React.useId(); return h('label', { htmlFor: a }, 'Výtisk ', 1, ' z ', 3); }
        return h('main', { className: 'l', style: { color: 'red' } }, h(Ids), h(React.Suspense, { fallback: 'čekejte' }, h('p', null, 'uvnitř')),
          h('img', { src: '/c.jpg', alt: '', fetchPriority: 'high' }), h('input', { defaultValue: 'Čapek', name: 'q' }),
          h('select', { defaultValue: 'b' }, h('option', { value: 'a' }, 'A'), h('option', { value: 'b' }, 'B'))); },
      document: () => h('html', { lang: 'cs' }, h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'Knihoběh')),
        h('body', null, h('div', { id: '__next', dangerouslySetInnerHTML: { __html: '<p>stránka</p>' } }))),
    }`);
    expect(out.page).toEqual({ ours: expect.stringContaining('<label for="_R_'), streaming: (out.page as { ours: string }).ours });
    expect((out.page as { ours: string }).ours).toContain('<!--$--><p>uvnitř</p><!--/$-->');
    // The string renderer leaves out the doctype, which Next writes before the document itself.
    expect((out.document as { streaming: string }).streaming).toBe('<!DOCTYPE html>' + (out.document as { ours: string }).ours);
  });

  it('hands a component that suspends to the streaming renderer, which waits for it', () => {
    const out = renderBoth(`{
      suspends: () => { let done = false; const ready = new Promise((r) => setTimeout(() => { done = true; r(); }, 20));
        function Later() { if (!done) throw ready; return h('p', null, 'hotovo'); }
        return h('main', null, h(React.Suspense, { fallback: h('i', null, 'čekejte') }, h(Later))); },
    }`);
    expect(out.suspends).toEqual({ ours: '<main><!--$--><p>hotovo</p><!--/$--></main>', streaming: '<main><!--$--><p>hotovo</p><!--/$--></main>' });
  });

  it("gives an error the streaming renderer's outcome: inside a boundary the client renders it, outside it fails the page", () => {
    const out = renderBoth(`{
      inside: () => { function Broken() { throw new Error('rozbito'); } return h('main', null, h(React.Suspense, { fallback: h('i', null, 'náhrada') }, h(Broken))); },
      outside: () => { function Broken() { throw new Error('rozbito'); } return h('main', null, h(Broken)); },
    }`);
    expect(out.inside).toEqual({ ours: expect.stringContaining('<!--$!-->'), streaming: (out.inside as { ours: string }).ours });
    expect((out.inside as { ours: string }).ours).toContain('<i>náhrada</i>');
    expect(out.outside).toEqual({ oursError: 'rozbito', streamingError: 'rozbito' });
  });
});
