import { useCallback, useRef } from 'react';

/**
 * Runs a request only when the previous one has finished. A disabled button is not enough:
 * two clicks can land before React re-renders it disabled, and both would be sent.
 * `start` gets a `done` callback to call when the request settles.
 */
export function useOneAtATime() {
  const running = useRef(false);
  return useCallback((start: (done: () => void) => void) => {
    if (running.current) return;
    running.current = true;
    start(() => {
      running.current = false;
    });
  }, []);
}
