// The fake Paystack for the Paystack shop of a Playwright run, as one process (`npx tsx`):
// the API tests' fake (apps/server/test/helpers/fake-paystack.ts: Initialize Transaction,
// Verify Transaction, Create Refund in the shapes of Paystack's docs, signed charge.success
// webhooks) behind a fixed port, plus test-only calls under /__e2e/:
//   POST /__e2e/pay {accessCode}      the shopper pays in the popup (CORS for the shop's page)
//   POST /__e2e/webhook {reference}   Paystack posts a signed charge.success to the shop
//   GET  /__e2e/transactions?email=   what the shop initialised and verified for one shopper
//   GET  /__e2e/health                for Playwright's webServer
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startFakePaystack } from '../../apps/server/test/helpers/fake-paystack';
import { E2E_FAKE_PAYSTACK_PORT, E2E_PAYSTACK_KEYS, E2E_PAYSTACK_SHOP_URL } from './environment';
import { readBody, relay, sendJson } from './fake-server-relay';

/** The body of GET /__e2e/transactions. */
export interface FakePaystackView {
  transactions: {
    reference: string;
    accessCode: string;
    email: string;
    amount: number;
    currency: string;
    status: string;
  }[];
  /** How many POST /transaction/initialize the fake accepted for the email. */
  initializations: number;
  /** References the shop asked Verify Transaction about, once per request, in order. */
  verified: string[];
  /** References whose charge.success the fake delivered. */
  webhooks: string[];
}

const fake = await startFakePaystack();
const webhooks: string[] = [];
const cors = {
  'access-control-allow-origin': E2E_PAYSTACK_SHOP_URL,
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  vary: 'Origin',
};

const parse = (body: Buffer): Record<string, unknown> => {
  try {
    return JSON.parse(body.toString('utf8') || '{}');
  } catch {
    return {};
  }
};

/** Paystack's own calls go to the API tests' fake as they came. */
const forward = (request: IncomingMessage, response: ServerResponse, body: Buffer) =>
  relay(request, response, body, fake.url, ['authorization', 'content-type', 'accept']);

function view(email: string): FakePaystackView {
  const transactions = [...fake.transactions.values()]
    .filter((transaction) => transaction.email === email)
    .map(({ reference, accessCode, email, amount, currency, status }) => ({
      reference,
      accessCode,
      email,
      amount,
      currency,
      status,
    }));
  const references = new Set(transactions.map((transaction) => transaction.reference));
  const verified = fake.requests
    .filter((request) => request.method === 'GET' && request.path.startsWith('/transaction/verify/'))
    .map((request) => decodeURIComponent(request.path.slice('/transaction/verify/'.length)))
    .filter((reference) => references.has(reference));
  return {
    transactions,
    initializations: fake.initializations.filter((input) => input.email === email).length,
    verified,
    webhooks: webhooks.filter((reference) => references.has(reference)),
  };
}

async function deliverWebhook(reference: string) {
  const { payload, headers } = fake.chargeSuccessWebhook(reference, E2E_PAYSTACK_KEYS.secretKey);
  webhooks.push(reference);
  const answer = await fetch(`${E2E_PAYSTACK_SHOP_URL}/api/payments/webhook`, {
    method: 'POST',
    headers,
    body: payload,
  });
  return { status: answer.status, body: await answer.text() };
}

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    if (!url.pathname.startsWith('/__e2e/')) return await forward(request, response, await readBody(request));
    if (method === 'OPTIONS') {
      response.writeHead(204, cors);
      return response.end();
    }
    if (method === 'GET' && url.pathname === '/__e2e/health') return sendJson(response, 200, { ok: true });
    if (method === 'GET' && url.pathname === '/__e2e/transactions') {
      return sendJson(response, 200, view(url.searchParams.get('email') ?? ''));
    }
    const body = parse(await readBody(request));
    if (method === 'POST' && url.pathname === '/__e2e/pay') {
      const transaction = [...fake.transactions.values()].find(
        (candidate) => candidate.accessCode === body.accessCode,
      );
      if (!transaction)
        return sendJson(response, 404, { message: 'No transaction has this access code' }, cors);
      fake.pay(transaction.reference);
      const { reference, amount, currency, status } = transaction;
      return sendJson(response, 200, { reference, amount, currency, status }, cors);
    }
    if (method === 'POST' && url.pathname === '/__e2e/webhook') {
      return sendJson(response, 200, await deliverWebhook(String(body.reference ?? '')));
    }
    return sendJson(response, 404, { message: 'Not found' });
  } catch (error) {
    if (!response.headersSent) sendJson(response, 500, { message: String(error) });
    else response.destroy();
  }
});

server.listen(E2E_FAKE_PAYSTACK_PORT, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close();
    void fake.close().finally(() => process.exit(0));
  });
}
