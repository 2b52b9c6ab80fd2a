/**
 * A heavy part of a page (a form with its validation library, the comments) that is complete in
 * the built HTML, readable and fillable before any script runs, while its own script waits until
 * the visitor reaches for it: a focus, tap, click or key inside it. Then the script loads, and
 * the live part takes the place of the built one in the same task that reads what was typed
 * meanwhile (carried-input.ts): the live form starts with those values and the focused field
 * keeps focus and caret. Nothing is lost and nothing moves.
 *
 * The script is fetched earlier, on the visitor's first interaction with the page at all (a
 * scroll, a touch, a pointer moving, a key): by the time they reach the part it has usually run,
 * so its start-up work does not land between their keystrokes. And the swap itself (the live
 * part's first render) waits for a pause in typing inside the part, unless the visitor asked for
 * something only the live part can do (a submit or a button press, done again once it is live):
 * the built form takes every key meanwhile, so nothing waits for the swap. Nor does it come while
 * a finger is on the screen or the page is scrolling: the built part and the live one are the same
 * size (their styles are in the built page), so the swap moves nothing, and it never lands under
 * a moving finger.
 *
 * Content the live part fetches (the human check's question, the product list) must not wait
 * for a touch: once the page is idle, a part near the viewport goes live on its own, and any
 * other part when it comes near.
 *
 * On the first load the page's hydration leaves the built part untouched (an element whose
 * content React does not own); after a navigation inside the site there is no built part, so
 * the live part loads at once, with a box of its expected height meanwhile.
 */
import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { flushSync } from 'react-dom';
import {
  CarriedInputContext,
  pendingActionOf,
  readCarriedInput,
  replayPendingAction,
  restoreCarriedFocus,
  type CarriedInput,
  type PendingAction,
} from './carried-input';

/** What inside a built part says the visitor reaches for it (a pointer over it, on a desktop). */
const REACH_EVENTS = [
  'pointerover',
  'focusin',
  'pointerdown',
  'touchstart',
  'keydown',
  'input',
  'submit',
];
/** What the built part cannot answer itself: kept and done again once the part is live. */
const ACTION_EVENTS = ['click', 'submit'];
/** The visitor's first interaction with the page, which fetches every part's script. */
const FIRST_INTERACTION_EVENTS = ['scroll', 'pointermove', 'pointerdown', 'touchstart', 'keydown'];
/** What counts as typing in a part: the swap waits until none came for {@link TYPING_PAUSE_MS}. */
const TYPING_EVENTS = ['keydown', 'input', 'pointerdown', 'pointerup', 'focusin'];
/** A finger or button down in the part: the swap waits until it is lifted (or the touch scrolls). */
const PRESS_ENDS = ['pointerup', 'pointercancel'];
/** A pause in typing long enough for the swap. */
const TYPING_PAUSE_MS = 350;

/**
 * A gesture anywhere on the page (a finger on the screen, a scroll under way, a finger just
 * lifted): the swap waits until it has been over for {@link GESTURE_QUIET_MS}. Replacing the built
 * part under a moving page would move what the finger is on, and a tap's focus comes after its
 * finger lifts.
 */
const GESTURE_QUIET_MS = 200;
let fingers = 0;
let lastGesture = Number.NEGATIVE_INFINITY;
let gesturesWatched = false;
function watchGestures(): void {
  if (gesturesWatched) return;
  gesturesWatched = true;
  const options = { capture: true, passive: true };
  const touch = (event: TouchEvent) => {
    fingers = event.touches.length;
    lastGesture = performance.now();
  };
  for (const type of ['touchstart', 'touchend', 'touchcancel'] as const)
    window.addEventListener(type, touch, options);
  window.addEventListener('scroll', () => (lastGesture = performance.now()), options);
}
/** How long the swap must still wait for a gesture to be over (0 or less: not at all). */
function gestureWait(): number {
  return fingers > 0 ? GESTURE_QUIET_MS : lastGesture + GESTURE_QUIET_MS - performance.now();
}

/** Runs `then` once, on the page's first interaction (at once if it already happened). */
let interacted = false;
const waiting = new Set<() => void>();
function onFirstInteraction(then: () => void): () => void {
  if (interacted) {
    then();
    return () => undefined;
  }
  if (waiting.size === 0) {
    const fire = () => {
      interacted = true;
      for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, fire, true);
      const callbacks = [...waiting];
      waiting.clear();
      for (const callback of callbacks) callback();
    };
    for (const type of FIRST_INTERACTION_EVENTS)
      window.addEventListener(type, fire, { capture: true, passive: true });
  }
  waiting.add(then);
  return () => waiting.delete(then);
}

/**
 * Runs `then` once the page is idle: loaded, two quiet seconds after that (the page's own first
 * scripts and calls are done, so a part's script never competes with them), then an idle moment
 * of the browser (at the latest after a few seconds).
 */
const SETTLE_MS = 2000;
const IDLE_TIMEOUT_MS = 3000;
function onIdle(then: () => void): () => void {
  let cancel = () => undefined as void;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(handle);
    } else then();
  };
  const settle = () => {
    const handle = window.setTimeout(idle, SETTLE_MS);
    cancel = () => window.clearTimeout(handle);
  };
  if (document.readyState === 'complete') settle();
  else {
    window.addEventListener('load', settle, { once: true });
    cancel = () => window.removeEventListener('load', settle);
  }
  return () => cancel();
}

export interface DeferredPartOptions {
  /** Names the part while it loads (data-part), e.g. 'the contact form'. */
  label: string;
  /** The height the part is expected to take, held while it loads after a navigation. */
  minHeight: number | string;
  /**
   * Goes live when it comes near the viewport as soon as it is there (the comments, which a
   * reader wants to see at once), not only once the page is idle.
   */
  liveWhenNear?: boolean;
}

/**
 * Resolves in a new task: the browser paints and handles waiting input before it (a timer task
 * comes after input in Chromium's scheduling).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How far below the viewport a part that goes live when near starts loading. */
const NEAR_MARGIN = '200px 0px';

export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { label, minHeight, liveWhenNear = false }: DeferredPartOptions,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then((part) => {
      loaded = part;
      return part;
    }));
  // The server renders the part in full (its renderer waits for every lazy part).
  const ServerPart = lazy(async () => ({
    default: await loadOnce(),
  })) as unknown as ComponentType<P>;

  function DeferredPart(props: P) {
    const id = useId();
    const box = useRef<HTMLDivElement>(null);
    // A built part is in the page when this is the first load's hydration.
    const [built] = useState(
      () =>
        typeof document !== 'undefined' && Boolean(document.getElementById(id)?.hasChildNodes()),
    );
    const [live, setLive] = useState<{ Part: ComponentType<P> } | null>(() =>
      loaded && !built ? { Part: loaded } : null,
    );
    const [carried, setCarried] = useState<CarriedInput | null>(null);

    // After a navigation: no built part, the live part loads at once.
    useEffect(() => {
      if (built || live) return;
      let current = true;
      void loadOnce().then((Part) => current && setLive({ Part }));
      return () => {
        current = false;
      };
    }, [built, live]);

    // On a first load: the script loads when the visitor reaches for the built part.
    useEffect(() => {
      const element = box.current;
      if (!built || live || !element) return;
      let current = true;
      let action: PendingAction | null = null;
      let lastTyped = 0;
      let pressing = false;
      const typed = (event: Event) => {
        lastTyped = performance.now();
        if (event.type === 'pointerdown') pressing = true;
      };
      // A tap focuses its field only after the finger lifts: a swap in between would take the
      // field from under the finger, and the focus would land nowhere.
      const lifted = () => {
        pressing = false;
      };
      for (const type of TYPING_EVENTS) element.addEventListener(type, typed, true);
      for (const type of PRESS_ENDS) window.addEventListener(type, lifted, true);
      watchGestures();
      /**
       * Resolves once the visitor has not typed in the part for a pause and no gesture is under
       * way on the page (or they asked for more).
       */
      const pause = async () => {
        for (;;) {
          const typing = pressing
            ? TYPING_PAUSE_MS
            : lastTyped + TYPING_PAUSE_MS - performance.now();
          const wait = Math.max(typing, gestureWait());
          if (action || wait <= 0) return;
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      };
      const goLive = () =>
        loadOnce().then(async (Part) => {
          // The part's script has just run its modules, in the task that received it; the live
          // part renders in a task of its own, so a key or tap in between is answered first,
          // and not while the visitor is typing.
          await nextTask();
          await pause();
          if (!current || !box.current) return;
          // Read and replace in one task: no key typed in between can be lost.
          const input = { ...readCarriedInput(box.current), action };
          flushSync(() => {
            setCarried(input);
            setLive({ Part });
          });
        });
      // A submit must not reload the page, and a press of a button must not be lost: both are
      // kept (the last one) and done again by the live part.
      const keep = (event: Event) => {
        if (event.type === 'submit') event.preventDefault();
        action = pendingActionOf(element, event) ?? action;
      };
      for (const type of ACTION_EVENTS) element.addEventListener(type, keep, true);
      // Nothing built after all (React rendered this part afresh): nothing to wait for.
      if (!element.hasChildNodes()) {
        void goLive();
        return () => {
          current = false;
          for (const type of PRESS_ENDS) window.removeEventListener(type, lifted, true);
        };
      }
      const reach = () => {
        for (const type of REACH_EVENTS) element.removeEventListener(type, reach, true);
        void goLive();
      };
      for (const type of REACH_EVENTS) element.addEventListener(type, reach, true);
      const stopWaiting = onFirstInteraction(() => void loadOnce());
      const observer =
        typeof IntersectionObserver !== 'undefined'
          ? new IntersectionObserver(
              (entries) => {
                if (!entries.some((entry) => entry.isIntersecting)) return;
                observer?.disconnect();
                void goLive();
              },
              { rootMargin: NEAR_MARGIN },
            )
          : null;
      // Near the viewport: at once for a part that asks for it, else once the page is idle.
      const stopIdle = liveWhenNear
        ? () => undefined
        : onIdle(() => {
            if (observer) observer.observe(element);
            else void goLive();
          });
      if (liveWhenNear) observer?.observe(element);
      return () => {
        current = false;
        stopWaiting();
        stopIdle();
        observer?.disconnect();
        for (const type of REACH_EVENTS) element.removeEventListener(type, reach, true);
        for (const type of ACTION_EVENTS) element.removeEventListener(type, keep, true);
        for (const type of TYPING_EVENTS) element.removeEventListener(type, typed, true);
        for (const type of PRESS_ENDS) window.removeEventListener(type, lifted, true);
      };
    }, [built, live]);

    // The field that had focus in the built part has it again in the live one, and what the
    // visitor asked of the built part is done.
    useLayoutEffect(() => {
      if (!live || !carried || !box.current) return;
      restoreCarriedFocus(box.current, carried);
      replayPendingAction(box.current, carried.action);
    }, [live, carried]);

    if (typeof window === 'undefined') {
      return (
        <div id={id} data-part={label}>
          <Suspense fallback={null}>
            <ServerPart {...props} />
          </Suspense>
        </div>
      );
    }
    if (live) {
      const { Part } = live;
      return (
        <div key="live" ref={box} id={id} data-part={label} data-live="">
          <CarriedInputContext.Provider value={carried}>
            <Part {...props} />
          </CarriedInputContext.Provider>
        </div>
      );
    }
    if (built) {
      // React leaves the built content as it is: this element's content is not React's.
      return (
        <div
          key="built"
          ref={box}
          id={id}
          data-part={label}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: '' }}
        />
      );
    }
    return (
      <div key="loading" ref={box} id={id} data-part={label} aria-busy="true" sx={{ minHeight }} />
    );
  }
  return DeferredPart;
}
