import { useCallback, useEffect, useState } from 'react';

/**
 * Slide index of a carousel that advances every `intervalMs` unless paused (hovered,
 * focused, or stopped by the shopper), wrapping at both ends.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;

  const goTo = useCallback(
    (target: number) => setIndex(count > 0 ? ((target % count) + count) % count : 0),
    [count],
  );
  const next = useCallback(() => setIndex((current) => (count > 0 ? (current + 1) % count : 0)), [count]);
  const previous = useCallback(
    () => setIndex((current) => (count > 0 ? (current - 1 + count) % count : 0)),
    [count],
  );

  useEffect(() => {
    if (paused || count < 2) return;
    // Restarted after every slide change, so a manual move gets a full interval too.
    const timer = window.setTimeout(() => goTo(index + 1), intervalMs);
    return () => window.clearTimeout(timer);
  }, [paused, count, intervalMs, goTo, index]);

  return {
    index: count > 0 ? Math.min(index, count - 1) : 0,
    goTo,
    next,
    previous,
    paused,
    stopped,
    setHovered,
    setFocused,
    setStopped,
  };
}
