/**
 * Parts of a server-rendered page that never change once shown (product grids, the store's
 * details, the footer's links) are not hydrated (decision 0039): the browser keeps the
 * server's DOM as it is and the runtime does none of their rendering, which on a cheap phone is
 * most of the main thread's work on /. main.tsx lists them before hydrating; each is claimed
 * once, by its first render, so the same part rendered later (a client-side visit) renders as
 * usual.
 */
const serverRendered = new Set<string>();

export const ISLAND_ATTRIBUTE = 'data-static-island';

/** Notes the static parts the server rendered in `root`, before the browser hydrates it. */
export function noteServerRenderedIslands(root: Element): void {
  for (const element of root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    serverRendered.add(element.getAttribute(ISLAND_ATTRIBUTE) ?? '');
  }
}

/** True once for a part the server rendered: its DOM is kept as it is. */
export function claimServerRenderedIsland(id: string): boolean {
  return serverRendered.delete(id);
}
