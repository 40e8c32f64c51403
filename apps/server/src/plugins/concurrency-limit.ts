/** Runs a task when one of the limit's slots is free. */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `slots` tasks run at once; the others wait their turn, first come first served.
 * A finished task, failed or not, hands its slot straight to the next one waiting.
 */
export function concurrencyLimit(slots: number): ConcurrencyLimit {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
