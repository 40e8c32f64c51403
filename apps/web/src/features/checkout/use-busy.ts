import { useRef, useState } from 'react';

/**
 * A busy flag for the screen (`busy`, re-rendering) and for handlers (`isBusy()`, at once):
 * state changes only after a re-render, too late for a fast second click.
 */
export function useBusy() {
  const [busy, setBusyState] = useState(false);
  const now = useRef(false);
  const setBusy = (value: boolean) => {
    now.current = value;
    setBusyState(value);
  };
  return { busy, isBusy: () => now.current, setBusy };
}
