import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers one reference. */
export type FakeAnswer =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'slow'; delayMs: number; body: unknown }
  | { kind: 'fail' };

export interface FakePaystack {
  url: string;
  answers: Map<string, FakeAnswer>;
  requests: { path: string; authorization: string | undefined }[];
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

/** A stand-in for api.paystack.co on 127.0.0.1, started by the test. Unknown references get Paystack's 400. */
export async function startFakePaystack(): Promise<FakePaystack> {
  const answers = new Map<string, FakeAnswer>();
  const requests: FakePaystack['requests'] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.push({ path, authorization: request.headers.authorization });
    const match = /^\/transaction\/verify\/([^/?]+)$/.exec(path);
    const answer = match ? answers.get(decodeURIComponent(match[1]!)) : undefined;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!answer) return send(400, { status: false, message: 'Transaction reference not found' });
    if (answer.kind === 'fail') return send(500, { status: false, message: 'An error occurred' });
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
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
