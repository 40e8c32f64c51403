import { Worker } from 'node:worker_threads';

export interface BesideFigures {
  /** How long each cached answer took while the slow one ran, sorted. */
  waits: number[];
  slowMs: number;
  bytes: number;
}

// Plain JavaScript, evaluated in a worker: cached calls over and over until told to stop.
const CACHED_SHOPPER = `
const { parentPort, workerData } = require('node:worker_threads');
const waits = [];
let running = true;
parentPort.once('message', () => { running = false; });
(async () => {
  while (running) {
    const begun = performance.now();
    await (await fetch(workerData.base + '/api/hero/list')).arrayBuffer();
    waits.push(performance.now() - begun);
  }
  parentPort.postMessage(waits.sort((a, b) => a - b));
})();
`;

// Plain JavaScript, evaluated in another worker: the slow call, read whole.
const SLOW_SHOPPER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const begun = performance.now();
  const response = await fetch(workerData.base + workerData.slow);
  const bytes = (await response.arrayBuffer()).byteLength;
  parentPort.postMessage({ slowMs: performance.now() - begun, bytes });
})();
`;

function answerOf<T>(worker: Worker): Promise<T> {
  return new Promise((resolve, reject) => {
    worker.once('message', (answer: T) => {
      void worker.terminate();
      resolve(answer);
    });
    worker.once('error', reject);
  });
}

/**
 * Plays a shopper asking `slow` beside another asking a cached answer over and over, each from a
 * worker thread of its own: the server's event loop then carries the server alone, and the
 * cached shopper's waits are not its neighbour's reading of a 105 MB answer.
 */
export async function besideFromAnotherThread(base: string, slow: string): Promise<BesideFigures> {
  const cachedShopper = new Worker(CACHED_SHOPPER, { eval: true, workerData: { base } });
  const waits = answerOf<number[]>(cachedShopper);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const slowShopper = new Worker(SLOW_SHOPPER, { eval: true, workerData: { base, slow } });
  const { slowMs, bytes } = await answerOf<{ slowMs: number; bytes: number }>(slowShopper);
  cachedShopper.postMessage('stop');
  return { waits: await waits, slowMs, bytes };
}
