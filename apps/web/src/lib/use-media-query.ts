import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches. The server cannot know the screen, so it renders with
 * `serverValue`, and so does the browser while it hydrates that HTML; the real answer follows
 * at once. Where the browser cannot tell (no matchMedia), `unknownValue` stands.
 */
export function useMediaQuery(query: string, serverValue: boolean, unknownValue = serverValue): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? unknownValue,
    () => serverValue,
  );
}
