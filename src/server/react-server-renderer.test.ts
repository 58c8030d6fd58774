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
      edge.renderToReadableStream(el).then((s) => new Response(s).text()).then((html) => {
        console.log(JSON.stringify({ first, again, same: edge === node, html, edgeBefore: edgeBefore.endsWith('server.edge.js') }));
      });
    `);
    expect(JSON.parse(out)).toEqual({
      first: 'node-build', again: 'node-build', same: true, edgeBefore: true,
      html: '<p title="Tajemství v Benátkách">Kniha č. 1</p>',
    });
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
