import { useEffect, useState } from 'react';

/**
 * Slide state of a carousel that moves on by itself every `interval` ms. It stands still while
 * `held` (a video playing) or paused by the user; any move restarts the wait.
 */
export function useCarousel(count: number, interval: number, held: boolean) {
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const isMoving = !isPaused && !held && count > 1;

  useEffect(() => {
    if (!isMoving) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [index, isMoving, count, interval]);

  return {
    index,
    isPaused,
    go: (to: number) => setIndex(((to % count) + count) % count),
    togglePaused: () => setPaused((paused) => !paused),
  };
}
