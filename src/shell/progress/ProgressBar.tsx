import NextNProgress from 'nextjs-progressbar';

/** docs/product.md#constants-ui page-transition bar: colour #F8DF8B, 200 ms stop delay, 3 px high. */
export const PROGRESS_BAR = { color: '#F8DF8B', stopDelayMs: 200, height: 3 } as const;

/**
 * nprogress's default template marks its divs role="bar" / role="spinner", which are not ARIA roles
 * (axe `aria-roles`, critical). The bar is decoration only: hidden from assistive technology.
 * The class names stay (nextjs-progressbar's CSS targets .bar and .peg); no spinner. nprogress
 * finds its bar by `barSelector` (default '[role="bar"]'): it must follow the template, or every
 * client navigation throws on a null element and stalls.
 */
export const PROGRESS_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

export const PROGRESS_OPTIONS = { showSpinner: false, template: PROGRESS_TEMPLATE, barSelector: '.bar' } as const;

export function ProgressBar() {
  return <NextNProgress {...PROGRESS_BAR} options={PROGRESS_OPTIONS} />;
}
