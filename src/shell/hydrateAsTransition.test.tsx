/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import * as ReactDomClient from 'react-dom/client';
import { hydrateAsTransition } from './hydrateAsTransition';

/**
 * A transition's render yields to the browser every few milliseconds; a default-lane hydration
 * (what Next's pages router asks for) renders the whole tree in one task. Each part here spends
 * 2 ms, so twenty of them cannot fit in one of React's 5 ms slices, however fast the machine.
 */
const PARTS = 20;
let rendered = 0;

function SlowPart({ index }: { index: number }) {
  rendered += 1;
  const until = performance.now() + 2;
  while (performance.now() < until) {
    /* a component whose render takes a while */
  }
  return <li>part {index}</li>;
}

function Page() {
  return (
    <ul>
      {Array.from({ length: PARTS }, (_, index) => (
        <SlowPart key={index} index={index} />
      ))}
    </ul>
  );
}

/** React's scheduler runs its tasks as setTimeout(0) callbacks here (no MessageChannel in jsdom), in order with this one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrateWith(client: { hydrateRoot: typeof ReactDomClient.hydrateRoot }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  rendered = 0;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = client.hydrateRoot(container, <Page />);
  // The first task of ours that sees any part rendered runs right after React's first task.
  while (rendered === 0) await nextTask();
  const afterFirstTask = rendered;
  while (rendered < PARTS) await nextTask();
  await nextTask();
  const logged = errors.mock.calls.length;
  errors.mockRestore();
  root.unmount();
  container.remove();
  return { afterFirstTask, logged, html: container.innerHTML };
}

describe('hydrateAsTransition (docs/adr/0027)', () => {
  it('as Next calls it, React hydrates the whole page in one task', async () => {
    const { afterFirstTask } = await hydrateWith({ hydrateRoot: ReactDomClient.hydrateRoot });
    expect(afterFirstTask).toBe(PARTS);
  });

  it('wrapped, the same hydration is split into slices, and adopts the server HTML without errors', async () => {
    const client = { hydrateRoot: ReactDomClient.hydrateRoot };
    hydrateAsTransition(client);
    const { afterFirstTask, logged } = await hydrateWith(client);
    expect(afterFirstTask).toBeGreaterThan(0);
    expect(afterFirstTask).toBeLessThan(PARTS);
    expect(logged).toBe(0);
  });

  it('wraps once: a second call keeps the wrapper', () => {
    const client = { hydrateRoot: ReactDomClient.hydrateRoot };
    hydrateAsTransition(client);
    const wrapped = client.hydrateRoot;
    hydrateAsTransition(client);
    expect(client.hydrateRoot).toBe(wrapped);
    expect(wrapped).not.toBe(ReactDomClient.hydrateRoot);
  });
});
