import NextNProgress from 'nextjs-progressbar';

/** docs/product.md#constants-ui page-transition bar: colour #F8DF8B, 200 ms stop delay, 3 px high. */
export const PROGRESS_BAR = { color: '#F8DF8B', stopDelayMs: 200, height: 3 } as const;

export function ProgressBar() {
  return <NextNProgress {...PROGRESS_BAR} options={{ showSpinner: false }} />;
}
