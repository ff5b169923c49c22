import { useEffect, useState } from 'react';
import { timing } from '@p5g/tokens';

/**
 * `isActive`, except that turning false takes effect only `delay` ms later, and not at all if it
 * turns true again meanwhile. Back-to-back requests then show one steady spinner, not a flicker
 * (spec §9: the spinner hides 200 ms after the last response).
 */
export function useDelayedHide(isActive: boolean, delay: number = timing.spinnerHideDelay) {
  const [isVisible, setVisible] = useState(isActive);
  // Showing is immediate: adjust during render rather than one frame later in an effect.
  if (isActive && !isVisible) setVisible(true);

  useEffect(() => {
    if (isActive) return;
    const timer = setTimeout(() => setVisible(false), delay);
    return () => clearTimeout(timer);
  }, [isActive, delay]);

  return isActive || isVisible;
}
