import { act, useState } from 'react';
import { hydrateInSlices } from '../../../src/components/root/hydrate';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {`Clicked ${count} times`}
    </button>
  );
}

function App() {
  return (
    <div id="gatsby-focus-wrapper">
      <Counter />
    </div>
  );
}

const progress = { rendered: 0 };

/** Holds the main thread for 4 ms, as a heavy component's render would. */
function heavyWork(): void {
  const until = performance.now() + 4;
  while (performance.now() < until) {
    // busy
  }
  progress.rendered += 1;
}

function Slow({ n }: { n: number }) {
  heavyWork();
  return <span>{n}</span>;
}

/** What the server sends for <App />. */
const SERVED =
  '<div id="gatsby-focus-wrapper"><button type="button">Clicked 0 times</button></div>';

function mount(html: string): HTMLElement {
  const container = document.createElement('div');
  container.id = '___gatsby';
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

beforeAll(() => {
  // As @testing-library/react sets it: updates in these tests are wrapped in act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.innerHTML = '';
});

it('hydrates server-rendered markup in place: the same button comes to life', async () => {
  const container = mount(SERVED);
  const served = container.querySelector('button');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

  await act(async () => {
    hydrateInSlices(<App />, container);
  });

  // Hydration adopts the served node; a fresh render would have replaced it.
  expect(container.querySelector('button')).toBe(served);
  await act(async () => {
    served!.click();
  });
  expect(served!.textContent).toBe('Clicked 1 times');
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

it('hydrates in slices: the browser gets the main thread back before hydration ends', async () => {
  // Thirty parts that each take 4 ms to render: 120 ms in one task unless React yields.
  progress.rendered = 0;
  const parts = Array.from({ length: 30 }, (_, n) => n);
  const tree = (
    <div id="gatsby-focus-wrapper">
      {parts.map((n) => (
        <Slow key={n} n={n} />
      ))}
    </div>
  );
  const container = mount(
    `<div id="gatsby-focus-wrapper">${parts.map((n) => `<span>${n}</span>`).join('')}</div>`,
  );
  const seen: number[] = [];
  const watcher = setInterval(() => seen.push(progress.rendered), 0);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    hydrateInSlices(tree, container);
    while (progress.rendered < parts.length) await new Promise((resolve) => setTimeout(resolve, 5));
  } finally {
    clearInterval(watcher);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  }
  // Timers ran while hydration was half done: it was cut into tasks, not one long one.
  expect(seen.some((count) => count > 0 && count < parts.length)).toBe(true);
});

it('does not lose a click on a part not hydrated yet: React hydrates it and replays it', async () => {
  const container = mount(SERVED);
  const served = container.querySelector('button')!;
  await act(async () => {
    hydrateInSlices(<App />, container);
    served.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
  expect(container.querySelector('button')).toBe(served);
  expect(served.textContent).toBe('Clicked 1 times');
});

it('renders afresh when the server sent no page markup', async () => {
  const container = mount('<div id="gatsby-focus-wrapper"></div>');
  await act(async () => {
    hydrateInSlices(<App />, container);
  });
  expect(container.querySelector('button')?.textContent).toBe('Clicked 0 times');
});
