import { type ReactNode, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * Renders `children` only in the browser: the server, and the browser while it hydrates the
 * server's HTML, show `fallback`. For the personal screens, which depend on the shopper's
 * token kept in the browser.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return inBrowser ? children : fallback;
}
