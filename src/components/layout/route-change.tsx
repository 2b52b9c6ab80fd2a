/**
 * On every path change: a thin animated bar for 300 ms, and the page scrolled to the top, or to
 * the section the address names after its '#' (the header's "Get Started" opens /#get-started).
 */
import { keyframes } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { ROUTE_CHANGE_BAR_MS } from '@cloud-consulting/domain/constants';
import { hashTarget, scrollToId } from '../../ui/scroll';

const grow = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } });

export function RouteChange({ pathname }: { pathname: string }) {
  const [visible, setVisible] = useState(false);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const section = hashTarget(window.location.hash);
    if (!section || !scrollToId(section, { instant: true })) window.scrollTo(0, 0);
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), ROUTE_CHANGE_BAR_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (!visible) return null;
  return (
    <div
      data-testid="route-change-bar"
      aria-hidden="true"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 80,
        bg: 'primary',
        transformOrigin: 'left',
        animation: `${grow} ${ROUTE_CHANGE_BAR_MS}ms ease-out`,
      }}
    />
  );
}
