// The checkout load of `npm run bench:http`: many shoppers at once, each registering, adding
// two products, starting checkout, paying with the test provider, verifying and creating the
// order, as the storefront does. Products are handed out from the shop's own stock so no
// shopper should meet "out of stock"; afterwards the stock must have fallen by what was sold.
const PASSWORD = 'bench-shopper-password-2026';

async function call(baseUrl, route, token, body) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  return { status: response.status, body: answer, milliseconds: performance.now() - started };
}

async function stockByProduct(baseUrl) {
  const { body } = await call(baseUrl, '/api/product/list', null);
  return new Map(
    body.products.map((product) => [product.id, { stock: product.stock, price: product.price }]),
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

export async function runCheckoutLoad(baseUrl, shoppers) {
  const fees = (await call(baseUrl, '/api/delivery-fees/', null)).body;
  const fee = fees[0];
  const before = await stockByProduct(baseUrl);
  const baskets = shareOutStock(before, shoppers);
  const timings = Object.fromEntries(STEPS.map((step) => [step, []]));
  const errors = [];
  const runStep = async (step, route, token, body, expected = 200) => {
    const answer = await call(baseUrl, route, token, body);
    timings[step].push(answer.milliseconds);
    if (answer.status !== expected) {
      errors.push(`${step}: ${answer.status} ${answer.body?.message ?? ''}`);
      throw new Error('step failed');
    }
    return answer.body;
  };
  const unique = Date.now().toString(36);
  const started = performance.now();
  const results = await Promise.allSettled(
    baskets.map(async (basket, index) => {
      const email = `bench-${unique}-${index}@example.com`;
      const { token } = await runStep('register', '/api/user/register', null, {
        name: `Bench Shopper ${index}`,
        email,
        password: PASSWORD,
      });
      for (const productId of basket)
        await runStep('add to cart', '/api/cart/add', token, { productId: String(productId), quantity: 1 });
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
      await runStep('pay (test provider)', '/api/payments/test/charge', token, {
        accessCode: payment.accessCode,
        outcome: 'success',
      });
      await runStep('verify', '/api/payments/verify', token, { reference: payment.reference });
      await runStep('create order', '/api/orders/create', token, {
        ...details,
        paymentReference: payment.reference,
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
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
  return { shoppers, ordered, seconds, timings, errors, stockAddsUp: mismatches.length === 0, mismatches };
}

export function percentile(values, fraction) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

export function printCheckoutLoad(result) {
  console.log(
    `\nCheckout load: ${result.shoppers} shoppers at once, ${result.ordered} orders in ${result.seconds.toFixed(1)} s, ` +
      `${result.errors.length} errors, stock ${result.stockAddsUp ? 'adds up' : `DOES NOT add up (${result.mismatches.length} products)`}`,
  );
  for (const [step, values] of Object.entries(result.timings))
    console.log(
      `  ${step.padEnd(22)} ${String(values.length).padStart(4)} calls  p50 ${percentile(values, 0.5).toFixed(0).padStart(5)} ms  p99 ${percentile(values, 0.99).toFixed(0).padStart(5)} ms`,
    );
  const distinct = [...new Set(result.errors)];
  for (const error of distinct.slice(0, 5)) console.log(`  error: ${error}`);
}
