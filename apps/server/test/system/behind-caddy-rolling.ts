import { type Cluster, requestLines, until, waitFor } from './behind-caddy-cluster';
import {
  type CheckoutCounts,
  checkoutThrough,
  type Fee,
  type Recorder,
  recorderOf,
  type Timed,
} from './behind-caddy-shoppers';
import { PRODUCT_IDS, type Shopper } from './checkout-shoppers';

/**
 * A rolling restart as a deploy does it (docs/deploy.md): each instance in turn gets SIGTERM,
 * drains and exits, is started again and is back in Caddy's turn before the next one stops;
 * all the while the shoppers browse, fill their carts and pay through Caddy without a stop.
 */

export interface RollingRestart {
  recorder: Recorder;
  counts: CheckoutCounts;
  /** Each instance's exit code after its SIGTERM, in order. */
  exitCodes: (number | null)[];
  /** One line per instance: how long its drain, its start and its way back into Caddy's turn took. */
  restarts: string[];
  /** The requests made before the first SIGTERM, during the restarts, and after the last instance was back. */
  stretches: { before: Timed[]; during: Timed[]; after: Timed[] };
  restartMs: number;
}

export async function restartUnderShoppers(
  cluster: Cluster,
  shoppers: Shopper[],
  fee: Fee,
  timing: { steadyMs: number; thinkMs: number },
): Promise<RollingRestart> {
  const recorder = recorderOf(cluster.url);
  const counts: CheckoutCounts = { charged: 0, ordered: 0, leftToSweeper: 0 };
  let stopping = false;
  const loops = shoppers.map(async (shopper, index) => {
    const productId = PRODUCT_IDS[index % PRODUCT_IDS.length]!;
    while (!stopping) {
      await recorder.call(`/api/product/list?limit=12&page=${1 + (index % 3)}`, null);
      await waitFor(timing.thinkMs);
      await recorder.call(`/api/product/${productId}`, null);
      await waitFor(timing.thinkMs);
      const added = await recorder.call('/api/cart/add', shopper.token, {
        productId: String(productId),
        quantity: 1,
      });
      await waitFor(timing.thinkMs);
      if (added.status === 200) await checkoutThrough(recorder, shopper, fee, counts);
    }
  });
  try {
    await waitFor(timing.steadyMs);
    const restartFrom = Date.now();
    const exitCodes: (number | null)[] = [];
    const restarts: string[] = [];
    for (const instance of cluster.instances) {
      const signalled = Date.now();
      exitCodes.push(await cluster.stop(instance));
      const exitMs = Date.now() - signalled;
      await cluster.start(instance);
      const answeringMs = Date.now() - signalled;
      // Back in Caddy's turn: its new run logs a shopper's request.
      const rejoinMs = await until(
        () => requestLines(instance.runs.at(-1)!).length > 0,
        20_000,
        () => `${instance.name} got no request through Caddy after its restart`,
      );
      restarts.push(
        `${instance.name}: exit ${exitCodes.at(-1)} ${exitMs} ms after SIGTERM, answering again after ` +
          `${answeringMs} ms, in Caddy's turn ${rejoinMs} ms later`,
      );
    }
    const restartTo = Date.now();
    await waitFor(timing.steadyMs);
    stopping = true;
    await Promise.all(loops);
    const stretch = (from: number, to: number) =>
      recorder.requests.filter((timed) => timed.startedAt >= from && timed.startedAt < to);
    return {
      recorder,
      counts,
      exitCodes,
      restarts,
      stretches: {
        before: stretch(0, restartFrom),
        during: stretch(restartFrom, restartTo),
        after: stretch(restartTo, Number.POSITIVE_INFINITY),
      },
      restartMs: restartTo - restartFrom,
    };
  } finally {
    stopping = true;
    await Promise.all(loops);
  }
}
