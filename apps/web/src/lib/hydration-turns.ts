/**
 * Hydration in turns (decision 0039): the browser takes over the server's page a part at a time, one
 * task each, so no single task holds a cheap phone's main thread for long (Preact hydrates a tree
 * in one go, decision 0010). main.tsx starts the turns before it hydrates; each part that waits
 * (components/hydrate-later.tsx) gets a promise that settles in a task of its own, in the order
 * the parts asked, and Preact keeps that part's server DOM on screen until then. Once every turn
 * has come, nothing waits: pages opened in the browser render at once.
 */
interface Turn {
  promise: Promise<void>;
  come: boolean;
}

let takingTurns = false;
const turns = new Map<string, Turn>();
const waiting: (() => void)[] = [];
let scheduled = false;

/** A new task, after whatever the browser has queued (input, paint): a message to ourselves. */
export function inNextTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(undefined);
}

function giveNextTurn() {
  const next = waiting.shift();
  if (!next) {
    scheduled = false;
    takingTurns = false;
    return;
  }
  next();
  inNextTask(giveNextTurn);
}

/** From now until every part that asked has had its turn, parts wait for one. */
export function startHydrationTurns(): void {
  takingTurns = true;
}

/**
 * The turn of the part `id` while the page is being taken over, or nothing when it need not
 * wait. The same id gets the same turn however often it asks (a part re-renders while it waits).
 */
export function hydrationTurn(id: string): Turn | undefined {
  const known = turns.get(id);
  if (known) return known.come ? undefined : known;
  if (!takingTurns) return undefined;
  let release!: () => void;
  const turn: Turn = { come: false, promise: new Promise<void>((resolve) => (release = resolve)) };
  turns.set(id, turn);
  waiting.push(() => {
    turn.come = true;
    release();
  });
  if (!scheduled) {
    scheduled = true;
    inNextTask(giveNextTurn);
  }
  return turn;
}
