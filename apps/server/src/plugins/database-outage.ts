import type { FastifyInstance } from 'fastify';
import type { DatabaseReachability } from '../db/reachability';

/**
 * Logs a database outage once when it begins and once when it ends, with how long it lasted
 * and how many requests and tasks it failed: during an outage hundreds of requests a second
 * fail the same way, and a line each would bury everything else (docs/decisions/0055).
 * Answers the function the error handler tells of each failed request.
 */
export function registerDatabaseOutageLog(
  app: FastifyInstance,
  reachability: DatabaseReachability,
): (error: unknown) => void {
  const stop = reachability.onChange((change) => {
    if (change.state === 'unreachable') {
      app.log.error(
        { err: change.error },
        'database unreachable: requests that need it are answered 503 with Retry-After until it is back',
      );
      return;
    }
    app.log.warn(
      { outageMs: change.outageMs, failures: change.failures },
      `database reachable again after ${(change.outageMs / 1000).toFixed(1)} s; ${change.failures} requests and tasks failed meanwhile`,
    );
  });
  app.addHook('onClose', async () => {
    stop();
  });
  return (error) => reachability.failed(error);
}
