/**
 * A built part goes live only when no gesture is under way: never while a finger is on the
 * screen or the page is scrolling, so what the finger is on never changes under it.
 */
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deferredPart } from '../../../src/ui/deferred-part';

function LivePart() {
  return (
    <form aria-label="Live">
      <input name="email" />
    </form>
  );
}

const Part = deferredPart(async () => LivePart, { label: 'the test form', minHeight: 100 });
const tree = (
  <main>
    <Part />
  </main>
);

let root: Root | null = null;

/** The page as built: the part's markup in the HTML, then hydrated (which leaves it as it is). */
async function builtPage(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  const box = container.querySelector<HTMLElement>('[data-part]')!;
  // As the server renders it: the part's markup, not yet live (this module may have loaded the
  // live part in an earlier test, which the render above then shows).
  box.removeAttribute('data-live');
  box.innerHTML = '<form aria-label="Built"><input name="email" /></form>';
  document.body.appendChild(container);
  await act(async () => {
    root = hydrateRoot(container, tree);
  });
  return box;
}

const isLive = () =>
  document.querySelector('[data-part]')!.hasAttribute('data-live') &&
  document.querySelector('form')!.getAttribute('aria-label') === 'Live';
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function touch(type: 'touchstart' | 'touchend', fingers: number) {
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, 'touches', { value: Array.from({ length: fingers }) });
  window.dispatchEvent(event);
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('a built part going live', () => {
  it('goes live once the visitor reaches for it and a pause in typing has passed', async () => {
    const box = await builtPage();
    box.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await wait(100);
    expect(isLive()).toBe(false);
    await wait(600);
    expect(isLive()).toBe(true);
  });

  it('waits while a finger is on the screen, and goes live after it lifts', async () => {
    const box = await builtPage();
    touch('touchstart', 1);
    box.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await wait(1200);
    expect(isLive()).toBe(false);
    touch('touchend', 0);
    await wait(100);
    expect(isLive()).toBe(false);
    await wait(600);
    expect(isLive()).toBe(true);
  });

  it('waits while the page scrolls, and goes live once it has stopped', async () => {
    const box = await builtPage();
    box.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    for (let i = 0; i < 12; i++) {
      window.dispatchEvent(new Event('scroll'));
      await wait(100);
    }
    expect(isLive()).toBe(false);
    await wait(600);
    expect(isLive()).toBe(true);
  });
});
