/**
 * False in the built HTML and the first render, true once scripts run the component. A state
 * that only scripts can change (a submit button waiting for the human check) is applied only
 * then, so a page without scripts is never left with a control it cannot enable.
 */
import { useEffect, useState } from 'react';

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // Runs once scripts run: that is the fact this hook reports.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMounted(true);
  }, []);
  return mounted;
}
