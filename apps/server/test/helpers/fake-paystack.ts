import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers Verify Transaction for one reference, instead of from its transactions. */
export type FakeAnswer =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'slow'; delayMs: number; body: unknown }
  | { kind: 'fail' };

/** A transaction the fake initialised, as the shopper's popup leaves it. */
export interface FakeTransaction {
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  /** abandoned until paid (Paystack's word for a transaction nobody has paid), then success, then reversed. */
  status: string;
  /** What partial refunds have paid back (pesewas); reversed once it reaches the amount. */
  refunded: number;
  metadata: unknown;
}

/** A refund the fake made (POST /refund it accepted), as List Refunds answers it. */
export interface FakeRefund {
  reference: string;
  /** Pesewas. */
  amount: number;
  merchantNote: string | null;
  /** pending when made; a test sets processed, failed... as Paystack would move it. */
  status: string;
}

export interface FakePaystack {
  url: string;
  answers: Map<string, FakeAnswer>;
  transactions: Map<string, FakeTransaction>;
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  /** The bodies of POST /transaction/initialize it accepted. */
  initializations: {
    email: string;
    amount: number;
    currency: string;
    reference: string;
    metadata: unknown;
  }[];
  /** References of POST /refund it accepted. */
  refunds: string[];
  /** The refunds it made, with their amounts and notes: what GET /refund?reference= lists. */
  recordedRefunds: FakeRefund[];
  /**
   * While set, POST /refund makes the refund and then loses the answer: `error` answers 500,
   * `timeout` never answers (the caller's time limit runs out). The outcome is unknown to the caller.
   */
  loseRefundAnswer: 'error' | 'timeout' | null;
  /** While true, List Refunds answers 500. */
  failListRefunds: boolean;
  /** While true, POST /refund waits before it does anything (Paystack slow to answer). */
  holdRefunds: boolean;
  /** How many POST /refund are waiting now. */
  readonly heldRefunds: number;
  /** Every POST /refund it was sent (accepted or not): the charge, the amount asked (pesewas, or undefined for the whole) and the note. */
  refundRequests: { reference: string; amount: number | undefined; merchantNote: string | undefined }[];
  /** While set, refund answers 400 with this message (Paystack refusing it). */
  refundError: string | null;
  /** References whose next verify answers 500 (once). */
  failVerifyOnce: Set<string>;
  /** While true, initialize answers 500. */
  failInitialize: boolean;
  /** While true, refund answers 500. */
  failRefund: boolean;
  /** The shopper pays in the popup: the transaction is a success (optionally of another amount or currency). */
  pay(
    reference: string,
    overrides?: { amount?: number; currency?: string; status?: string },
  ): FakeTransaction;
  /** A refund event of the transaction, signed with the key, as Paystack posts it. */
  refundWebhook(
    event: 'refund.processed' | 'refund.failed',
    refund: { reference: string; amount: number; merchantNote?: string },
    secretKey: string,
  ): { payload: string; headers: Record<string, string> };
  /** A charge.success event for the transaction, signed with the key, as Paystack posts it. */
  chargeSuccessWebhook(
    reference: string,
    secretKey: string,
  ): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

/** A transaction as Paystack's Verify Transaction documents it. */
export function paystackTransaction(
  reference: string,
  amountPesewas: number,
  overrides: { status?: string; currency?: string; email?: string } = {},
) {
  const status = overrides.status ?? 'success';
  return {
    id: 4099260516,
    domain: 'test',
    status,
    reference,
    receipt_number: null,
    amount: amountPesewas,
    message: null,
    gateway_response: status === 'success' ? 'Approved' : 'Declined',
    paid_at: status === 'success' ? '2026-11-20T10:15:30.000Z' : null,
    created_at: '2026-11-20T10:14:58.000Z',
    channel: 'mobile_money',
    currency: overrides.currency ?? 'GHS',
    ip_address: '154.160.0.1',
    metadata: '',
    fees: 195,
    customer: {
      id: 181873746,
      first_name: null,
      last_name: null,
      email: overrides.email ?? 'ama@example.com',
      customer_code: 'CUS_1rkzaqsv4rrhqo6',
      phone: null,
      metadata: null,
      risk_action: 'default',
    },
    authorization: { channel: 'mobile_money', bank: 'MTN', country_code: 'GH', reusable: false },
  };
}

export function verifyAnswer(transaction: ReturnType<typeof paystackTransaction>): FakeAnswer {
  return {
    kind: 'json',
    status: 200,
    body: { status: true, message: 'Verification successful', data: transaction },
  };
}

function describe(transaction: FakeTransaction) {
  return paystackTransaction(transaction.reference, transaction.amount, {
    status: transaction.status,
    currency: transaction.currency,
    email: transaction.email,
  });
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A stand-in for api.paystack.co on 127.0.0.1, started by the test: Initialize Transaction,
 * Verify Transaction, Create Refund and List Refunds in the shapes of Paystack's public docs, and signed
 * charge.success webhooks. Unknown references get Paystack's 400.
 */
export async function startFakePaystack(
  /** `secretKey`: the one key it takes; any other gets Paystack's 401 "Invalid key". Unset, any key. */
  options: { secretKey?: string } = {},
): Promise<FakePaystack> {
  const answers = new Map<string, FakeAnswer>();
  const transactions = new Map<string, FakeTransaction>();
  const requests: FakePaystack['requests'] = [];
  const timers = new Set<NodeJS.Timeout>();
  const fake = {
    initializations: [] as FakePaystack['initializations'],
    refunds: [] as string[],
    refundRequests: [] as FakePaystack['refundRequests'],
    refundError: null as string | null,
    failVerifyOnce: new Set<string>(),
    failInitialize: false,
    failRefund: false,
    recordedRefunds: [] as FakeRefund[],
    loseRefundAnswer: null as FakePaystack['loseRefundAnswer'],
    failListRefunds: false,
    holdRefunds: false,
    heldRefunds: 0,
  };

  const server: Server = createServer(async (request, response) => {
    const path = request.url ?? '';
    const method = request.method ?? 'GET';
    const body = method === 'POST' ? await readJson(request) : undefined;
    requests.push({ method, path, authorization: request.headers.authorization, body });
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    };
    const fail = () => send(500, { status: false, message: 'An error occurred' });
    if (options.secretKey && request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return send(401, { status: false, message: 'Invalid key' });
    }
    const url = new URL(path, 'http://fake.paystack');

    if (method === 'GET' && url.pathname === '/refund') {
      if (fake.failListRefunds) return fail();
      const reference = url.searchParams.get('reference') ?? url.searchParams.get('transaction');
      const listed = fake.recordedRefunds.filter((refund) => !reference || refund.reference === reference);
      return send(200, {
        status: true,
        message: 'Refunds retrieved',
        data: listed.map((refund, index) => ({
          id: 1_000 + index,
          integration: 100032,
          domain: 'test',
          transaction: { id: 4099260516, reference: refund.reference },
          dispute: null,
          amount: refund.amount,
          deducted_amount: refund.amount,
          currency: 'GHS',
          channel: 'mobile_money',
          fully_deducted: true,
          refunded_by: 'shop@example.com',
          refunded_at: refund.status === 'processed' ? '2026-11-21T09:00:00.000Z' : null,
          expected_at: '2026-11-28T09:00:00.000Z',
          customer_note: 'Refund for transaction',
          merchant_note: refund.merchantNote,
          status: refund.status,
          createdAt: '2026-11-21T08:59:00.000Z',
        })),
        meta: { total: listed.length, skipped: 0, perPage: 100, page: 1, pageCount: 1 },
      });
    }

    if (method === 'POST' && path === '/transaction/initialize') {
      if (fake.failInitialize) return fail();
      const input = body as FakePaystack['initializations'][number];
      if (!input?.reference || transactions.has(input.reference)) {
        return send(400, { status: false, message: 'Duplicate Transaction Reference' });
      }
      fake.initializations.push(input);
      const accessCode = randomBytes(8).toString('hex');
      transactions.set(input.reference, {
        reference: input.reference,
        accessCode,
        email: input.email,
        amount: input.amount,
        currency: input.currency ?? 'GHS',
        status: 'abandoned',
        refunded: 0,
        metadata: input.metadata,
      });
      return send(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${accessCode}`,
          access_code: accessCode,
          reference: input.reference,
        },
      });
    }

    if (method === 'POST' && path === '/refund') {
      if (fake.holdRefunds) {
        fake.heldRefunds += 1;
        while (fake.holdRefunds) await new Promise((resolve) => setTimeout(resolve, 20));
        fake.heldRefunds -= 1;
      }
      const asked = body as { transaction?: string; amount?: number; merchant_note?: string } | undefined;
      const reference = asked?.transaction ?? '';
      fake.refundRequests.push({ reference, amount: asked?.amount, merchantNote: asked?.merchant_note });
      if (fake.failRefund) return fail();
      if (fake.refundError) return send(400, { status: false, message: fake.refundError });
      const transaction = transactions.get(reference);
      if (!transaction && !answers.has(reference)) {
        return send(400, { status: false, message: 'Transaction not found' });
      }
      if (transaction?.status === 'reversed') {
        return send(400, { status: false, message: 'Transaction has been fully reversed' });
      }
      const whole = transaction?.amount ?? 0;
      const amount = asked?.amount ?? whole - (transaction?.refunded ?? 0);
      if (transaction && transaction.refunded + amount > transaction.amount) {
        return send(400, {
          status: false,
          message: 'Refund amount cannot be more than the transaction amount',
        });
      }
      if (transaction) {
        transaction.refunded += amount;
        if (transaction.refunded >= transaction.amount) transaction.status = 'reversed';
      }
      fake.refunds.push(reference);
      fake.recordedRefunds.push({
        reference,
        amount,
        merchantNote: asked?.merchant_note ?? null,
        status: 'pending',
      });
      // The refund is made; the answer never reaches the shop.
      if (fake.loseRefundAnswer === 'error') return fail();
      if (fake.loseRefundAnswer === 'timeout') return;
      return send(200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: { reference, amount: whole },
          amount,
          currency: transaction?.currency ?? 'GHS',
          merchant_note: asked?.merchant_note ?? null,
          status: 'pending',
        },
      });
    }

    const match = /^\/transaction\/verify\/([^/?]+)$/.exec(path);
    if (method !== 'GET' || !match) return send(404, { status: false, message: 'Not found' });
    const reference = decodeURIComponent(match[1]!);
    if (fake.failVerifyOnce.delete(reference)) return fail();
    const known = transactions.get(reference);
    const answer = answers.get(reference) ?? (known ? verifyAnswer(describe(known)) : undefined);
    if (!answer) return send(400, { status: false, message: 'Transaction reference not found' });
    if (answer.kind === 'fail') return fail();
    if (answer.kind === 'json') return send(answer.status, answer.body);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!response.destroyed) send(200, answer.body);
    }, answer.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    answers,
    transactions,
    requests,
    get initializations() {
      return fake.initializations;
    },
    get refunds() {
      return fake.refunds;
    },
    get refundRequests() {
      return fake.refundRequests;
    },
    get recordedRefunds() {
      return fake.recordedRefunds;
    },
    get loseRefundAnswer() {
      return fake.loseRefundAnswer;
    },
    set loseRefundAnswer(value: FakePaystack['loseRefundAnswer']) {
      fake.loseRefundAnswer = value;
    },
    get failListRefunds() {
      return fake.failListRefunds;
    },
    get holdRefunds() {
      return fake.holdRefunds;
    },
    set holdRefunds(value: boolean) {
      fake.holdRefunds = value;
    },
    get heldRefunds() {
      return fake.heldRefunds;
    },
    set failListRefunds(value: boolean) {
      fake.failListRefunds = value;
    },
    get refundError() {
      return fake.refundError;
    },
    set refundError(value: string | null) {
      fake.refundError = value;
    },
    get failVerifyOnce() {
      return fake.failVerifyOnce;
    },
    get failInitialize() {
      return fake.failInitialize;
    },
    set failInitialize(value: boolean) {
      fake.failInitialize = value;
    },
    get failRefund() {
      return fake.failRefund;
    },
    set failRefund(value: boolean) {
      fake.failRefund = value;
    },
    pay(reference, overrides = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`The fake Paystack never initialised ${reference}`);
      Object.assign(transaction, { status: 'success', ...overrides });
      return transaction;
    },
    refundWebhook(event, refund, secretKey) {
      const payload = JSON.stringify({
        event,
        data: {
          status: event === 'refund.processed' ? 'processed' : 'failed',
          transaction_reference: refund.reference,
          refund_reference: null,
          amount: refund.amount,
          currency: 'GHS',
          merchant_note: refund.merchantNote ?? null,
          customer: { email: 'ama@example.com' },
          domain: 'test',
        },
      });
      const signature = createHmac('sha512', secretKey).update(payload).digest('hex');
      return {
        payload,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      };
    },
    chargeSuccessWebhook(reference, secretKey) {
      const transaction = transactions.get(reference);
      const data = transaction ? describe(transaction) : paystackTransaction(reference, 1000);
      const payload = JSON.stringify({ event: 'charge.success', data });
      const signature = createHmac('sha512', secretKey).update(payload).digest('hex');
      return {
        payload,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      };
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
