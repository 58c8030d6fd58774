/**
 * Makes the pages router hydrate the page as a transition (docs/adr/0027, "the root hydrates as
 * a transition"). Imported once, by instrumentation-client.ts, which Next runs before it hydrates.
 *
 * Why: Next's pages router calls `hydrateRoot` outside a transition, so React hydrates the root
 * in its default lane, which it never splits: the providers, the global style and the shell's
 * parts outside the layout's Suspense boundaries ran in the same long task as the first load's
 * module evaluation (a phone's total blocking time, issue 17 item 8). Inside `startTransition`
 * the same hydration is time-sliced and yields to the browser every few milliseconds. A click
 * or key press on the page before it is hydrated makes React finish the hydration at once and
 * then handle the event, as it does for a dehydrated boundary. Next's app router hydrates this
 * way too.
 *
 * How: Next reads `hydrateRoot` from react-dom/client's exports object when it hydrates, so the
 * wrapper replaces that property. `require` reaches the CommonJS exports object itself (Next's
 * own import of it is the same object); an ES namespace import would be a read-only copy.
 */
import { startTransition } from 'react';

type ReactDomClient = typeof import('react-dom/client');
type HydrateRoot = ReactDomClient['hydrateRoot'];

const WRAPPED = Symbol.for('bookturn.hydrateAsTransition');

/** Wraps `client.hydrateRoot` once; a second call (hot reload) leaves it as it is. */
export function hydrateAsTransition(client: { hydrateRoot: HydrateRoot }): void {
  const original = client.hydrateRoot as HydrateRoot & { [WRAPPED]?: true };
  if (original[WRAPPED]) return;
  const wrapped: HydrateRoot & { [WRAPPED]?: true } = (container, initialChildren, options) => {
    let root: ReturnType<HydrateRoot> | undefined;
    startTransition(() => {
      root = original(container, initialChildren, options);
    });
    return root!;
  };
  wrapped[WRAPPED] = true;
  client.hydrateRoot = wrapped;
}

export function hydrateNextPagesAsTransition(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the exports object itself, see above
  hydrateAsTransition(require('react-dom/client') as ReactDomClient);
}
