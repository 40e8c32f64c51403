import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An SMS the fake took, as Africa's Talking's SMS API receives it. */
export interface FakeSms {
  username: string;
  to: string;
  message: string;
  from: string | undefined;
  messageId: string;
}

/** A refusal for one number: Africa's Talking's recipient statusCode and status. */
export interface FakeRefusal {
  statusCode: number;
  status: string;
}

export interface FakeAfricasTalking {
  /** The base URL to give SMS_API_BASE. */
  url: string;
  /** Every SMS it accepted, in order. */
  sent: FakeSms[];
  /** Per number (E.164), the refusal its recipient gets instead of 101 Sent. */
  refusals: Map<string, FakeRefusal>;
  /** What one SMS costs, as the fake reports it. */
  cost: string;
  /** How long it waits before answering a send, as a gateway under load does (0: at once). */
  answerAfterMs: number;
  /** The texts it accepted for one number. */
  to(number: string): string[];
  /** A delivery report as Africa's Talking form-posts it to the callback URL. */
  deliveryReport(messageId: string, status: string, failureReason?: string): string;
  /** Stops listening (the API is down); start() again on the same port brings it back. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** The app username and API key the fake accepts (AT_USERNAME, AT_API_KEY of a shop that uses it). */
export const FAKE_AT_USERNAME = 'kwiktech';
export const FAKE_AT_API_KEY = 'atsk_fake_0123456789abcdef';
const USERNAME = FAKE_AT_USERNAME;
const API_KEY = FAKE_AT_API_KEY;
/** The settings of a shop that texts through the fake. */
export const fakeAfricasTalkingSettings = (url: string) => ({
  provider: {
    kind: 'africastalking' as const,
    username: USERNAME,
    apiKey: API_KEY,
    apiBase: url,
    senderId: 'KwikTech',
  },
});

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A fake of Africa's Talking's SMS API on 127.0.0.1: POST /version1/messaging, form-encoded
 * `username`, `to`, `message`, `from`, the key in the `apiKey` header (401 in plain text
 * otherwise, as the live API answers), answered 201 with `SMSMessageData.Recipients[]`:
 * statusCode 101 Sent with a messageId and cost, or the refusal set for the number.
 */
export async function startFakeAfricasTalking(port = 0): Promise<FakeAfricasTalking> {
  const sent: FakeSms[] = [];
  const refusals = new Map<string, FakeRefusal>();
  let server: Server | undefined;
  let boundPort = port;

  const handle = async (request: IncomingMessage, response: import('node:http').ServerResponse) => {
    if (request.method !== 'POST' || request.url !== '/version1/messaging') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const form = await readForm(request);
    if (request.headers.apikey !== API_KEY || form.get('username') !== USERNAME) {
      response.writeHead(401, { 'content-type': 'text/plain' }).end('The supplied authentication is invalid');
      return;
    }
    if (fake.answerAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.answerAfterMs));
    const message = form.get('message') ?? '';
    const recipients = (form.get('to') ?? '')
      .split(',')
      .map((to) => to.trim())
      .filter(Boolean)
      .map((number) => {
        const refusal = refusals.get(number);
        if (refusal)
          return {
            statusCode: refusal.statusCode,
            number,
            status: refusal.status,
            cost: '0',
            messageId: 'None',
          };
        const messageId = `ATXid_${randomBytes(16).toString('hex')}`;
        sent.push({
          username: USERNAME,
          to: number,
          message,
          from: form.get('from') ?? undefined,
          messageId,
        });
        return { statusCode: 101, number, status: 'Success', cost: fake.cost, messageId };
      });
    const accepted = recipients.filter((recipient) => recipient.statusCode === 101).length;
    response.writeHead(201, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        SMSMessageData: {
          Message: `Sent to ${accepted}/${recipients.length} Total Cost: ${fake.cost}`,
          Recipients: recipients,
        },
      }),
    );
  };

  const fake: FakeAfricasTalking = {
    url: '',
    sent,
    refusals,
    cost: 'GHS 0.0300',
    answerAfterMs: 0,
    to: (number) => sent.filter((sms) => sms.to === number).map((sms) => sms.message),
    deliveryReport: (messageId, status, failureReason) =>
      new URLSearchParams({
        id: messageId,
        status,
        phoneNumber: sent.find((sms) => sms.messageId === messageId)?.to ?? '',
        networkCode: '62001',
        retryCount: '0',
        ...(failureReason ? { failureReason } : {}),
      }).toString(),
    async start() {
      const next = createServer((request, response) => {
        handle(request, response).catch(() => response.writeHead(500).end());
      });
      await new Promise<void>((resolve, reject) => {
        next.once('error', reject);
        next.listen(boundPort, '127.0.0.1', () => resolve());
      });
      server = next;
      boundPort = (next.address() as AddressInfo).port;
      fake.url = `http://127.0.0.1:${boundPort}`;
    },
    async stop() {
      const current = server;
      server = undefined;
      if (!current) return;
      current.closeAllConnections();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await fake.start();
  return fake;
}
