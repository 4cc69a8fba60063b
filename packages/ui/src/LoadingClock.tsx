import { useEffect, useState } from 'react';
import { LOADING_INDICATOR_DELAY_MS } from '@brocante/shared';
import { Icon } from './Icon';

/** True once `active` has lasted the delay: short waits show nothing. */
export function useDelayedFlag(active: boolean, delayMs = LOADING_INDICATOR_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return shown;
}

/** The bouncing clock, shown only after 400 ms of waiting. */
export function LoadingClock({ loading, label = 'Chargement…' }: { loading: boolean; label?: string }) {
  const shown = useDelayedFlag(loading);
  if (!shown) return null;
  return (
    <div className="loading-clock" role="status">
      <Icon name="clock" />
      <span>{label}</span>
    </div>
  );
}
