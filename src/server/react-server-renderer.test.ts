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
