// The checkout load of `npm run bench:http`: many shoppers at once (or paced: arriving over some
// seconds, thinking between steps), each registering, adding two products, starting checkout,
// paying with the test provider, verifying and creating the order, as the storefront does.
// Products are handed out from the shop's own stock so no shopper should meet "out of stock";
// afterwards the stock must have fallen by what was sold.
// Each database gets a shop of its own for this load, so the server's event-loop delay (which it
// logs when it stops, plugins/event-loop-delay.ts) is the checkout's alone.
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { cpuSecondsOf, startShop } from './started-shop.mjs';

const PASSWORD = 'bench-shopper-password-2026';

/*
 * The shoppers share the server's 2 cores, so their own cost is the bench's, not the shop's:
 * node:http on kept-alive sockets costs a call about half of what fetch did (0.8 to 1.0 s of CPU
 * per 100 checkouts). Answers are asked compressed as a browser asks them, and unpacked.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

const UNPACK = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

function call(baseUrl, route, token, body) {
  const started = performance.now();
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${route}`,
      {
        agent,
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          let answer = {};
          try {
            const raw = Buffer.concat(chunks);
            const unpack = UNPACK[response.headers['content-encoding']];
            answer = JSON.parse((unpack ? unpack(raw) : raw).toString('utf8'));
          } catch {}
          resolve({ status: response.statusCode, body: answer, milliseconds: performance.now() - started });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function stockByProduct(baseUrl) {
  const { body } = await call(baseUrl, '/api/product/list', null);
  // A product with several variants needs a variantId in the cart (decision 0036): the load buys one-variant products.
  return new Map(
    body.products
      .filter((product) => (product.variants?.length ?? 1) === 1)
      .map((product) => [product.id, { stock: product.stock, price: product.price }]),
  );
}

/** Two different products per shopper, never more units of one than it has. */
function shareOutStock(stock, shoppers) {
  const remaining = [...stock]
    .filter(([, product]) => product.stock > 0)
    .map(([id, product]) => ({ id, left: product.stock }));
  const baskets = [];
  let cursor = 0;
  for (let shopper = 0; shopper < shoppers; shopper += 1) {
    const basket = [];
    for (let tries = 0; basket.length < 2 && tries < remaining.length * 2; tries += 1) {
      const product = remaining[cursor % remaining.length];
      cursor += 1;
      if (product.left > 0 && !basket.includes(product.id)) {
        product.left -= 1;
        basket.push(product.id);
      }
    }
    if (basket.length < 2) throw new Error(`the demo shop has too little stock for ${shoppers} shoppers`);
    baskets.push(basket);
  }
  return baskets;
}

const STEPS = ['register', 'add to cart', 'start checkout', 'pay (test provider)', 'verify', 'create order'];
/** Registration hashes a password on purpose (argon2id): its figures are shown apart from the checkout's. */
const CHECKOUT_STEPS = STEPS.slice(1);
/**
 * Each shopper's own time through. A step's p99 alone depends on how many shoppers check out
 * together, which the pace of the registrations decides (the runs of 2026-11-26 in git's
 * history of README.md).
 */
const JOURNEYS = ['first add to order', 'register to order'];

const pause = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * `pace`: all shoppers at once by default; or arriving evenly over `arriveOverSeconds`, each
 * taking `thinkMs` between steps, as people at their phones do. With `signedUpFirst` the
 * shoppers' accounts are made before the clock starts, so the burst is checkouts alone (the
 * busy hour's goal: how many checkouts a second the shop completes), and `signUpsBeside` new
 * shoppers sign up at the same moment, each an argon2id hash the checkouts must not wait behind.
 */
export async function runCheckoutLoad(
  baseUrl,
  shoppers,
  { arriveOverSeconds = 0, thinkMs = 0, signedUpFirst = false, signUpsBeside = 0 } = {},
  /** Called as the clock starts (after the accounts made before it), to sample the CPU used. */
  onClockStart = () => {},
) {
  const fees = (await call(baseUrl, '/api/delivery-fees/', null)).body;
  const fee = fees[0];
  const before = await stockByProduct(baseUrl);
  const baskets = shareOutStock(before, shoppers);
  const timings = Object.fromEntries([...STEPS, ...JOURNEYS].map((step) => [step, []]));
  const errors = [];
  const runStep = async (step, route, token, body, expected = 200) => {
    let answer;
    try {
      answer = await call(baseUrl, route, token, body);
    } catch (error) {
      errors.push({ step, text: `${step}: ${error.cause?.code ?? error.message}` });
      throw error;
    }
    timings[step].push(answer.milliseconds);
    if (answer.status !== expected) {
      errors.push({ step, text: `${step}: ${answer.status} ${answer.body?.message ?? ''}` });
      throw new Error('step failed');
    }
    return answer.body;
  };
  const unique = Date.now().toString(36);
  const emailOf = (index) => `bench-${unique}-${index}@example.com`;
  const signUp = (index) =>
    runStep('register', '/api/user/register', null, {
      name: `Bench Shopper ${index}`,
      email: emailOf(index),
      password: PASSWORD,
    });
  /** Accounts made before the clock starts, ten at a time, their timings not the burst's. */
  const tokens = [];
  if (signedUpFirst) {
    for (let first = 0; first < shoppers; first += 10) {
      const batch = Array.from({ length: Math.min(10, shoppers - first) }, (_, offset) => first + offset);
      for (const [offset, answer] of (await Promise.all(batch.map(signUp))).entries())
        tokens[first + offset] = answer.token;
    }
    timings.register.length = 0;
  }
  onClockStart();
  const started = performance.now();
  const besides = Promise.allSettled(
    Array.from({ length: signUpsBeside }, (_, index) => signUp(shoppers + index)),
  );
  const results = await Promise.allSettled(
    baskets.map(async (basket, index) => {
      const email = emailOf(index);
      if (arriveOverSeconds > 0) await pause((index * arriveOverSeconds * 1000) / shoppers);
      // The journeys count the shop's time, not the shopper's thinking.
      let thought = 0;
      const thinking = async () => {
        if (thinkMs <= 0) return;
        await pause(thinkMs);
        thought += thinkMs;
      };
      const arrived = performance.now();
      const token = tokens[index] ?? (await signUp(index)).token;
      if (!tokens[index]) await thinking();
      const registered = performance.now();
      const thoughtBeforeCart = thought;
      for (const productId of basket) {
        await runStep('add to cart', '/api/cart/add', token, { productId: String(productId), quantity: 1 });
        await thinking();
      }
      const subtotal = basket.reduce((sum, id) => sum + before.get(id).price, 0);
      const details = {
        firstName: 'Ama',
        lastName: 'Mensah',
        email,
        street: '12 Ring Road',
        city: fee.city,
        state: 'Greater Accra',
        zipCode: '00233',
        country: 'Ghana',
        phoneNumber: '0241234567',
        paymentMethod: 'paystack',
        subtotal: Math.round(subtotal * 100) / 100,
        shippingFee: fee.fee,
        total: Math.round((subtotal + fee.fee) * 100) / 100,
      };
      const { payment } = await runStep('start checkout', '/api/orders/start', token, details);
      await thinking();
      await runStep('pay (test provider)', '/api/payments/test/charge', token, {
        accessCode: payment.accessCode,
        outcome: 'success',
      });
      await thinking();
      await runStep('verify', '/api/payments/verify', token, { reference: payment.reference });
      await thinking();
      await runStep('create order', '/api/orders/create', token, {
        ...details,
        paymentReference: payment.reference,
      });
      timings['first add to order'].push(performance.now() - registered - (thought - thoughtBeforeCart));
      timings['register to order'].push(performance.now() - arrived - thought);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const signUps = (await besides).filter((result) => result.status === 'fulfilled').length;
  const ordered = results.filter((result) => result.status === 'fulfilled').length;
  const after = await stockByProduct(baseUrl);
  const sold = new Map();
  results.forEach((result, index) => {
    if (result.status !== 'fulfilled') return;
    for (const id of baskets[index]) sold.set(id, (sold.get(id) ?? 0) + 1);
  });
  const mismatches = [...before].filter(
    ([id, product]) => after.get(id).stock !== product.stock - (sold.get(id) ?? 0),
  );
  const paced = arriveOverSeconds > 0 || thinkMs > 0;
  const arrival = [
    paced ? `arriving over ${arriveOverSeconds} s, ${thinkMs} ms between steps` : 'at once',
    ...(signedUpFirst ? ['signed up before'] : []),
    ...(signUpsBeside > 0 ? [`${signUps} of ${signUpsBeside} sign-ups beside them`] : []),
  ].join(', ');
  return {
    shoppers,
    arrival,
    ordered,
    seconds,
    timings,
    errors,
    stockAddsUp: mismatches.length === 0,
    mismatches,
  };
}

export function percentile(values, fraction) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** The server's own log line of its event-loop delay, written as it stopped. */
function eventLoopDelayOf(output) {
  const lines = output.split('\n').filter((line) => line.includes('"eventLoopDelay"'));
  try {
    return JSON.parse(lines.at(-1)).eventLoopDelay;
  } catch {
    return undefined;
  }
}

/** Starts a fresh shop on the database, plays the load, stops the shop and reads its event-loop delay. */
export async function benchCheckoutLoad(databaseUrl, shoppers, pace) {
  const shop = await startShop({ databaseUrl });
  let result;
  let cpuSeconds;
  try {
    let serverBefore = 0;
    let clientBefore;
    result = await runCheckoutLoad(shop.baseUrl, shoppers, pace, () => {
      serverBefore = cpuSecondsOf(shop.pid);
      clientBefore = process.cpuUsage();
    });
    const client = process.cpuUsage(clientBefore);
    cpuSeconds = {
      server: cpuSecondsOf(shop.pid) - serverBefore,
      client: (client.user + client.system) / 1e6,
    };
  } finally {
    await shop.stop();
  }
  return { ...result, cpuSeconds, eventLoopDelay: eventLoopDelayOf(shop.output()) };
}

const milliseconds = (value) => (Number.isNaN(value) ? '-' : value.toFixed(0)).padStart(6);

export function printCheckoutLoad(result) {
  console.log(
    `\nCheckout load: ${result.shoppers} shoppers ${result.arrival}, ${result.ordered} orders in ${result.seconds.toFixed(1)} s, ` +
      `${result.errors.length} errors, stock ${result.stockAddsUp ? 'adds up' : `DOES NOT add up (${result.mismatches.length} products)`}`,
  );
  console.log(
    `  ${'step'.padEnd(22)} ${'calls'.padStart(5)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} (ms)  errors`,
  );
  const row = (step) => {
    const values = result.timings[step];
    const errors = result.errors.filter((error) => error.step === step).length;
    console.log(
      `  ${step.padEnd(22)} ${String(values.length).padStart(5)} ${milliseconds(percentile(values, 0.5))} ${milliseconds(percentile(values, 0.95))} ${milliseconds(percentile(values, 0.99))}       ${errors}`,
    );
  };
  for (const step of CHECKOUT_STEPS) row(step);
  console.log('  registrations, apart (an argon2id hash each, a few at a time):');
  row('register');
  console.log("  each shopper's whole way, as the shopper waits:");
  for (const journey of JOURNEYS) row(journey);
  console.log(
    `  load average of the machine after the load: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  if (result.cpuSeconds) {
    const { server, client } = result.cpuSeconds;
    console.log(
      `  CPU used during the load: server ${server.toFixed(1)} s (its worker threads included), ` +
        `this bench's shoppers ${client.toFixed(1)} s, in ${result.seconds.toFixed(1)} s on ${availableParallelism()} cores`,
    );
  }
  const delay = result.eventLoopDelay;
  console.log(
    delay
      ? `  server event-loop delay during the load: p50 ${delay.p50Ms.toFixed(1)} ms, p99 ${delay.p99Ms.toFixed(1)} ms, max ${delay.maxMs.toFixed(1)} ms`
      : '  server event-loop delay: not in its log',
  );
  const distinct = [...new Set(result.errors.map((error) => error.text))];
  for (const error of distinct.slice(0, 5)) console.log(`  error: ${error}`);
}

/** The checkout load in one line, for bench:http's row of docs/benchmarks.md. */
export function checkoutFigures(result) {
  const p99 = (step) => Math.round(percentile(result.timings[step], 0.99));
  const delay = result.eventLoopDelay
    ? `, event-loop delay p99 ${result.eventLoopDelay.p99Ms.toFixed(0)} ms`
    : '';
  // Accounts made before the clock have no timings: no register figure then.
  const register =
    result.timings.register.length > 0 ? `, register ${(p99('register') / 1000).toFixed(1)} s` : '';
  return (
    `checkout, ${result.shoppers} shoppers ${result.arrival}, ${result.ordered} orders in ${result.seconds.toFixed(1)} s, ` +
    `p99: ${CHECKOUT_STEPS.map((step) => `${step} ${p99(step)} ms`).join(', ')}` +
    `${register}${delay}; ${result.errors.length} errors, stock ${result.stockAddsUp ? 'adds up' : 'DOES NOT add up'}`
  );
}
