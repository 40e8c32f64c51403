// `npm run bench:invoice`: how long the shop takes to answer the PDF of an invoice (decision 0061).
//
//   npm run bench:invoice [-- --duration 5 --no-build]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:invoice   (PGlite, then PostgreSQL)
//
// For each database: starts the built shop (started-shop.mjs) on a fresh data dir or database,
// buys five different products of the demo catalogue as one shopper would (register, cart, start
// checkout, pay with the test provider, verify), so the order is settled and has its invoice, and
// then asks GET /api/orders/:id/invoice.pdf with the shopper's token over and over: one request at
// a time, then ten at a time, for `--duration` seconds each after a warm-up. Each request is timed
// whole (the PDF is drawn anew every time); the goal is p95 under 50 ms one at a time. Its row
// of docs/benchmarks.md is its own, so a run on a busy machine leaves bench:http's as it was.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { recordBenchmark } from '../benchmark-record.mjs';
import { percentile } from './checkout-load.mjs';
import { cpuSecondsOf, root, startShop } from './started-shop.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
  },
});
const durationMs = Number(options.duration) * 1000;
const LINES = 5;
const P95_GOAL_MS = 50;

const loadAverage = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(', ');

async function call(baseUrl, route, token, body) {
  const response = await fetch(`${baseUrl}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${answer.message ?? ''}`);
  return answer;
}

/** A settled order of LINES different products, bought through the API; answers its id and the token. */
async function settledOrder(baseUrl) {
  const email = `bench-invoice-${Date.now().toString(36)}@example.com`;
  const { token } = await call(baseUrl, '/api/user/register', null, {
    name: 'Ama Mensah',
    email,
    password: 'bench-invoice-password-2026',
  });
  const { products } = await call(baseUrl, '/api/product/list?limit=48', null);
  // A product with several variants needs a variant chosen (decision 0036): one-variant products only.
  const chosen = products
    .filter((product) => (product.variants?.length ?? 1) === 1 && product.stock > 0)
    .slice(0, LINES);
  if (chosen.length < LINES) throw new Error(`the demo shop has fewer than ${LINES} products in stock`);
  for (const product of chosen)
    await call(baseUrl, '/api/cart/add', token, { productId: String(product.id), quantity: 1 });
  const [fee] = await call(baseUrl, '/api/delivery-fees/', null);
  const subtotal = chosen.reduce((sum, product) => sum + Math.round(product.price * 100), 0) / 100;
  const { orderId, payment } = await call(baseUrl, '/api/orders/start', token, {
    firstName: 'Ama',
    lastName: 'Mensah',
    email,
    street: '12 Ring Road',
    city: fee.city,
    state: 'Greater Accra',
    zipCode: '',
    country: 'Ghana',
    phoneNumber: '0241234567',
    paymentMethod: 'paystack',
    subtotal,
    shippingFee: fee.fee,
    total: Math.round((subtotal + fee.fee) * 100) / 100,
  });
  await call(baseUrl, '/api/payments/test/charge', token, {
    accessCode: payment.accessCode,
    outcome: 'success',
  });
  await call(baseUrl, '/api/payments/verify', token, { reference: payment.reference });
  return { orderId, token };
}

/** `width` loops asking for the PDF until `milliseconds` have passed; every request's time. */
async function askRepeatedly(url, token, width, milliseconds) {
  const timings = [];
  let failures = 0;
  let bytes = 0;
  const until = performance.now() + milliseconds;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        const body = Buffer.from(await response.arrayBuffer());
        timings.push(performance.now() - started);
        if (!response.ok || body.subarray(0, 5).toString() !== '%PDF-') failures += 1;
        bytes = body.length;
      }
    }),
  );
  return { timings, failures, bytes };
}

async function benchDatabase(label, databaseUrl) {
  console.log(`\n=== ${label} ===`);
  const shop = await startShop({ databaseUrl });
  try {
    const { orderId, token } = await settledOrder(shop.baseUrl);
    const url = `${shop.baseUrl}/api/orders/${orderId}/invoice.pdf`;
    await askRepeatedly(url, token, 1, 1000); // warm-up: the first PDF loads Helvetica's metrics
    const parts = [];
    for (const width of [1, 10]) {
      const cpuBefore = cpuSecondsOf(shop.pid);
      const { timings, failures, bytes } = await askRepeatedly(url, token, width, durationMs);
      const cpuMs = ((cpuSecondsOf(shop.pid) - cpuBefore) * 1000) / Math.max(1, timings.length);
      const [p50, p95, p99] = [0.5, 0.95, 0.99].map((fraction) => percentile(timings, fraction).toFixed(1));
      const rate = (timings.length / (durationMs / 1000)).toFixed(0);
      console.log(
        `${width} at a time: ${timings.length} PDFs of ${(bytes / 1024).toFixed(1)} KB, ${rate}/s, p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms, ${cpuMs.toFixed(1)} ms CPU each, ${failures} failed`,
      );
      parts.push(
        `${width} at a time p50 / p95 / p99 ${p50} / ${p95} / ${p99} ms, ${rate}/s, ${cpuMs.toFixed(1)} ms CPU each${failures ? `, ${failures} failed` : ''}`,
      );
    }
    console.log(`load average after: ${loadAverage()} (goal: p95 under ${P95_GOAL_MS} ms one at a time)`);
    return `${label}: ${parts.join('; ')}`;
  } finally {
    await shop.stop();
  }
}

if (!options['no-build']) {
  console.log('=== npm run build ===');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const loadBefore = loadAverage();
console.log(`load average before: ${loadBefore}`);
const figures = [await benchDatabase('PGlite')];
if (process.env.DATABASE_URL) figures.push(await benchDatabase('PostgreSQL', process.env.DATABASE_URL));
await recordBenchmark({
  bench: 'bench:invoice',
  figures: `invoice PDF of a ${LINES}-line order (GET /api/orders/:id/invoice.pdf), ${options.duration} s runs; ${figures.join('; ')}; load average before ${loadBefore}, after ${loadAverage()}`,
});
