import { useEffect, useRef } from 'react';

/**
 * A panel that opens away from the button that opened it (a form above a long list) is
 * brought into view once, when it appears.
 */
export function useScrollIntoView<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return ref;
}
