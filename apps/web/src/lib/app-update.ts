import { useSyncExternalStore } from 'react';

/**
 * A new deploy's service worker is installed and waiting (decision 0032): `reload` lets it take
 * over and reloads the page on the new code. Set by app/register-service-worker.ts; the page
 * asks the shopper first, so a half-filled form is not lost to a reload.
 */
let reload: (() => void) | undefined;
const listeners = new Set<() => void>();

export function announceAppUpdate(reloadOnNewCode: () => void): void {
  reload = reloadOnNewCode;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reload of a waiting update, or undefined when the page runs the newest code. */
export function useAppUpdate(): (() => void) | undefined {
  return useSyncExternalStore(
    subscribe,
    () => reload,
    () => undefined,
  );
}
