/**
 * The phone a user flow runs on, the one the Lighthouse spec emulates: a 375x667 touch screen at
 * twice the pixels, the CPU slowed by the factor that makes this host run like a phone of
 * BenchmarkIndex 675 (cpuSlowdownFor in lighthouse-runs.ts), and Lighthouse's mobile network
 * ("slow 4G": 150 ms round trip, 1.6 Mbps down, 750 Kbps up). Lighthouse measures the host's
 * BenchmarkIndex at the start of every run; the flows measure it the same way, with
 * Lighthouse's own page function run in a page without slowdown (about a second).
 */
import type { CDPSession, Locator, Page } from '@playwright/test';

/** The browser context of the phone (Playwright's `use` options). */
export const PHONE = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * Lighthouse's mobile network (its `mobileSlow4G` throttling), applied as DevTools applies a
 * network profile: each request waits the round trip and the bytes flow at the given rates.
 */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

/** The host's BenchmarkIndex, measured in the page as Lighthouse measures it. */
export async function hostBenchmarkIndex(page: Page): Promise<number> {
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js')) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  return page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
}

/** Slows the page's CPU by `cpuSlowdown` and its network to the phone's. */
export async function emulatePhone(page: Page, cpuSlowdown: number): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  return session;
}

/** How far one swipe of a thumb moves the page, at most (the page may glide on after it). */
const SWIPE_PX = 400;
/** A swipe's moves, a frame apart. */
const SWIPE_MOVES = 8;

/** One swipe of a finger on the touch screen, `distance` px upwards (negative: downwards). */
async function swipe(page: Page, session: CDPSession, distance: number): Promise<void> {
  const { width, height } = PHONE.viewport;
  const x = Math.round(width / 2);
  const from = distance > 0 ? height * 0.8 : height * 0.2;
  await session.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x, y: from }],
  });
  for (let move = 1; move <= SWIPE_MOVES; move += 1) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: from - (distance * move) / SWIPE_MOVES }],
    });
    await page.waitForTimeout(16);
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Scrolls with a finger, as a visitor does on a phone: swipes (touch events, the page scrolls
 * as a phone's would, gliding on a little) until the element's top is in the upper part of the
 * screen. (DevTools' synthesized touch scroll gesture does not scroll in headless Chromium.)
 */
export async function swipeTo(page: Page, session: CDPSession, target: Locator): Promise<void> {
  const { height } = PHONE.viewport;
  for (let swipes = 0; swipes < 20; swipes += 1) {
    // A part that goes live on its own replaces its built markup: the element is back a moment
    // later, so a missing box is looked for again for up to two seconds.
    let box = await target.boundingBox();
    for (let retry = 0; !box && retry < 8; retry += 1) {
      await page.waitForTimeout(250);
      box = await target.boundingBox();
    }
    if (!box) throw new Error('the element to scroll to is not on the page');
    if (box.y >= height * 0.1 && box.y + box.height <= height * 0.7) return;
    const distance = Math.round(box.y - height / 3);
    await swipe(page, session, Math.sign(distance) * Math.min(Math.abs(distance), SWIPE_PX));
    // The glide after the finger lifts.
    await page.waitForTimeout(200);
  }
  throw new Error('twenty swipes did not bring the element into view');
}
