/**
 * The full-screen 'Loading Page' loader: its message cycles every second and its progress rises
 * every 200 ms by a random step of up to 15%, never past 90% (the page arriving ends it).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  LOADER_CAP_PERCENT,
  LOADER_MAX_STEP_PERCENT,
  LOADER_MESSAGE_INTERVAL_MS,
  LOADER_TICK_MS,
} from '@cloud-consulting/domain/constants';
import { pageLoading } from './page-loading';

export const LOADER_MESSAGES = ['Loading...', 'Fetching data...', 'Almost ready...'] as const;

/** Next progress value: a random step of up to 15 points, capped at 90. */
export const nextProgress = (current: number, random: () => number = Math.random): number =>
  Math.min(LOADER_CAP_PERCENT, current + random() * LOADER_MAX_STEP_PERCENT);

export function PageLoaderScreen({ random = Math.random }: { random?: () => number }) {
  const [progress, setProgress] = useState(0);
  const [messageIndex, setMessageIndex] = useState(0);

  useEffect(() => {
    const tick = setInterval(
      () => setProgress((value) => nextProgress(value, random)),
      LOADER_TICK_MS,
    );
    const cycle = setInterval(
      () => setMessageIndex((index) => (index + 1) % LOADER_MESSAGES.length),
      LOADER_MESSAGE_INTERVAL_MS,
    );
    return () => {
      clearInterval(tick);
      clearInterval(cycle);
    };
  }, [random]);

  const percent = Math.round(progress);
  return (
    <div
      data-testid="page-loader"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 70,
        bg: 'background',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
      }}
    >
      <h2 sx={{ m: 0 }}>Loading Page</h2>
      <p role="status" sx={{ m: 0, color: 'mutedText' }}>
        {LOADER_MESSAGES[messageIndex]}
      </p>
      <div
        role="progressbar"
        aria-label="Loading Page"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        sx={{ width: 240, height: 8, bg: 'muted', borderRadius: 'round', overflow: 'hidden' }}
      >
        <div
          sx={{ height: '100%', bg: 'primary', transition: 'width 0.2s' }}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p sx={{ m: 0, fontSize: 1 }} aria-hidden="true">
        {percent}%
      </p>
    </div>
  );
}

/** Shows the loader while gatsby-browser reports a slow page load. */
export function PageLoader() {
  const loading = useSyncExternalStore(pageLoading.subscribe, pageLoading.get, () => false);
  return loading ? <PageLoaderScreen /> : null;
}
