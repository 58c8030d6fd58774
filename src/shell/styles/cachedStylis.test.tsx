import { useContext } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, StyleSheetContext, createGlobalStyle } from 'styled-components';
import { CachedStylis, memoizeStylis } from './cachedStylis';

const Box = styled.div<{ $tone: 'ink' | 'paper' }>`
  color: ${({ $tone }) => ($tone === 'ink' ? '#111' : '#fff')};
  &:hover { text-decoration: underline; }
  @media (max-width: 600px) { display: none; }
`;
const Global = createGlobalStyle`body { margin: 0; }`;

function Page({ tone }: { tone: 'ink' | 'paper' }) {
  return (
    <>
      <Global />
      <Box $tone={tone}>Kniha</Box>
    </>
  );
}

/** The page's HTML and <style> as the document renders them, with or without the cache. */
function renderPage(tree: React.ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(tree));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('memoizeStylis', () => {
  it('returns what stylis returns, calling it once per distinct input, and keeps its hash', () => {
    const stylis = Object.assign(jest.fn((css: string, selector: string) => [`${selector}{${css}}`]), { hash: 'h1' });
    const memo = memoizeStylis(stylis);
    expect(memo('color:red;', '.a', undefined, 'c1')).toEqual(['.a{color:red;}']);
    expect(memo('color:red;', '.a', undefined, 'c1')).toEqual(['.a{color:red;}']);
    expect(memo('color:red;', '.b', undefined, 'c1')).toEqual(['.b{color:red;}']);
    expect(memo('color:red;', '.a', '@keyframes', 'c1')).toEqual(['.a{color:red;}']);
    expect(memo('color:red;', '.a', undefined, 'c2')).toEqual(['.a{color:red;}']);
    expect(stylis).toHaveBeenCalledTimes(4);
    expect(memo.hash).toBe('h1');
    expect(memoizeStylis(stylis)).toBe(memo);
  });

  it('forgets the oldest entry when full', () => {
    const stylis = jest.fn((css: string) => [css]);
    const memo = memoizeStylis(stylis, 2);
    memo('a', '.x');
    memo('b', '.x');
    memo('c', '.x'); // evicts a
    memo('b', '.x');
    memo('a', '.x');
    expect(stylis.mock.calls.map(([css]) => css)).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('CachedStylis', () => {
  it('renders the same HTML and <style> as without it, each request with its own sheet', () => {
    for (const tone of ['ink', 'paper', 'ink'] as const) {
      const plain = renderPage(<Page tone={tone} />);
      const cachedRender = renderPage(
        <CachedStylis>
          <Page tone={tone} />
        </CachedStylis>,
      );
      expect(cachedRender).toEqual(plain);
      expect(cachedRender.css).toContain(tone === 'ink' ? 'color:#111' : 'color:#fff');
      expect(cachedRender.css).not.toContain(tone === 'ink' ? 'color:#fff' : 'color:#111');
    }
  });

  it('compiles a component’s CSS once across requests', () => {
    type StylisFn = React.ContextType<typeof StyleSheetContext>['stylis'];
    let base: StylisFn | undefined;
    function Probe() {
      base = useContext(StyleSheetContext).stylis;
      return null;
    }
    renderToString(<Probe />);
    let calls = 0;
    // One function for the whole test, as styled-components' own stylis is one per process.
    const counting = Object.assign((...args: Parameters<StylisFn>) => {
      calls += 1;
      return base!(...args);
    }, { hash: (base as { hash?: string }).hash });
    function WithCountingStylis({ children }: { children: React.ReactNode }) {
      const context = useContext(StyleSheetContext);
      return <StyleSheetContext.Provider value={{ ...context, stylis: counting as StylisFn }}>{children}</StyleSheetContext.Provider>;
    }
    const request = () =>
      renderPage(
        <WithCountingStylis>
          <CachedStylis>
            <Page tone="ink" />
          </CachedStylis>
        </WithCountingStylis>,
      );
    const first = request();
    const afterFirst = calls;
    const second = request();
    expect(afterFirst).toBeGreaterThan(0);
    expect(calls).toBe(afterFirst);
    expect(second).toEqual(first);
    expect(second.css).toContain('margin:0');
    expect(second.css).toContain('color:#111');
  });
});
