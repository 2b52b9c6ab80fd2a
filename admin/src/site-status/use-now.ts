/** The browser's time, renewed every second while `ticking` (for countdowns and progress). */
import { useEffect, useState } from 'react';

export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const ticker = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(ticker);
  }, [ticking]);
  return now;
}
