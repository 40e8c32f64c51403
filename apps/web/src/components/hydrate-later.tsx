import { type ReactNode, Suspense } from 'react';
import { hydrationTurn } from '../lib/hydration-turns';

function WaitForTurn({ id, children }: { id: string; children: ReactNode }) {
  const turn = hydrationTurn(id);
  // Preact keeps the server's DOM of a part that suspends while it hydrates, and hydrates it
  // when the promise settles (decision 0039).
  if (turn) throw turn.promise;
  return children;
}

/**
 * A part of the page that the browser takes over in a task of its own (lib/hydration-turns.ts).
 * `children` must render one element at the top, the node Preact keeps while the part waits.
 * Rendered at once on the server, in the tests and on a page opened in the browser.
 */
export function HydrateLater({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn id={id}>{children}</WaitForTurn>
    </Suspense>
  );
}
