import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element: its event handlers are attached (React keeps the
 * element's props on the DOM node once it owns it). A production build renders the server's HTML
 * first; a click on a client-side control (a toggle, a form handled in the browser) before
 * hydration does nothing, and a slow machine shows that gap. Waits on a condition, not on time.
 */
export async function expectHydrated(control: Locator): Promise<void> {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the control is hydrated (React attached its handlers)',
    })
    .toBe(true);
}
