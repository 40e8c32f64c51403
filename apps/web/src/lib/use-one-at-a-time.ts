import { useCallback, useRef } from 'react';
import { refuseWhenOffline } from './connection';

/**
 * Runs a request only when the previous one has finished. A disabled button is not enough:
 * two clicks can land before React re-renders it disabled, and both would be sent.
 * `start` gets a `done` callback to call when the request settles. Without a connection the
 * request is not sent and the shopper is told it needs one (the cart, account and order
 * actions that use this all need the server).
 */
export function useOneAtATime() {
  const running = useRef(false);
  return useCallback((start: (done: () => void) => void) => {
    if (running.current || refuseWhenOffline()) return;
    running.current = true;
    start(() => {
      running.current = false;
    });
  }, []);
}
