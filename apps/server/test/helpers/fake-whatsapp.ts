import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of the WhatsApp Business Cloud API on 127.0.0.1 (decision 0066), in the documented
 * shapes: POST /{phone number id}/messages with `Authorization: Bearer {token}` and a JSON
 * template message, answered 200 with `contacts[]` and `messages[0].id` (a wamid), or an error
 * `{error: {message, type, code, error_subcode?, fbtrace_id}}` with a 4xx or 5xx. It signs and
 * builds the webhooks Meta posts back (X-Hub-Signature-256 over the raw body).
 */

/** The settings of a shop that sends WhatsApp through the fake (WHATSAPP_*). */
export const FAKE_WHATSAPP_TOKEN = 'EAAGfake0123456789abcdefWhatsApp';
export const FAKE_WHATSAPP_PHONE_NUMBER_ID = '109876543210987';
export const FAKE_WHATSAPP_APP_SECRET = 'fakeAppSecret0123456789abcdef';
export const FAKE_WHATSAPP_VERIFY_TOKEN = 'fake-verify-token-0123456789';

export const fakeWhatsAppSettings = (url: string) => ({
  cloudApi: { token: FAKE_WHATSAPP_TOKEN, phoneNumberId: FAKE_WHATSAPP_PHONE_NUMBER_ID, apiBase: url },
  appSecret: FAKE_WHATSAPP_APP_SECRET,
  verifyToken: FAKE_WHATSAPP_VERIFY_TOKEN,
});

/** One request the fake received, as it came, whatever it answered. */
export interface FakeWhatsAppRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
  /** The wamid it answered with, when it accepted the message. */
  messageId: string | undefined;
  /** The HTTP status it answered. */
  status: number;
}

/** An error the Cloud API answers: its HTTP status and `error.code` (and subcode). */
export interface FakeWhatsAppError {
  status: number;
  code: number;
  message: string;
  subcode?: number;
}

export interface FakeWhatsApp {
  /** The base URL to give WHATSAPP_API_BASE. */
  url: string;
  /** Every request, in order. */
  requests: FakeWhatsAppRequest[];
  /** The requests it accepted (a wamid answered). */
  accepted(): FakeWhatsAppRequest[];
  /** The next sends answer these errors, one each, in order; then it accepts again. */
  failNext(...errors: FakeWhatsAppError[]): void;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const errorBody = (error: FakeWhatsAppError) => ({
  error: {
    message: error.message,
    type: 'OAuthException',
    code: error.code,
    ...(error.subcode ? { error_subcode: error.subcode } : {}),
    fbtrace_id: `A${randomBytes(8).toString('hex')}`,
  },
});

/** Starts the fake on `port` (0: any free one). */
export async function startFakeWhatsApp(port = 0): Promise<FakeWhatsApp> {
  const requests: FakeWhatsAppRequest[] = [];
  const failures: FakeWhatsAppError[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    let body: unknown;
    try {
      body = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined;
    } catch {
      body = raw.toString('utf8');
    }
    const record: FakeWhatsAppRequest = {
      method: request.method ?? 'GET',
      path,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body,
      messageId: undefined,
      status: 200,
    };
    requests.push(record);
    const answer = (status: number, json: unknown) => {
      record.status = status;
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    if (record.method !== 'POST' || path !== `/${FAKE_WHATSAPP_PHONE_NUMBER_ID}/messages`)
      return answer(400, errorBody({ status: 400, code: 100, message: 'Unsupported post request.' }));
    if (record.authorization !== `Bearer ${FAKE_WHATSAPP_TOKEN}`)
      return answer(401, errorBody({ status: 401, code: 190, message: 'Invalid OAuth access token.' }));
    const failure = failures.shift();
    if (failure) return answer(failure.status, errorBody(failure));
    const message = body as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: { name?: string };
    };
    if (
      message?.messaging_product !== 'whatsapp' ||
      !message.to ||
      message.type !== 'template' ||
      !message.template?.name
    )
      return answer(400, errorBody({ status: 400, code: 100, message: 'Invalid parameter' }));
    record.messageId = `wamid.${Buffer.from(randomBytes(24)).toString('base64url')}`;
    return answer(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [{ id: record.messageId }],
    });
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    accepted: () => requests.filter((request) => request.messageId),
    failNext: (...errors) => failures.push(...errors),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A webhook's body and headers, signed as Meta signs it (or with `secret`, to forge one). */
export function signedWebhook(payload: unknown, secret = FAKE_WHATSAPP_APP_SECRET) {
  const body = JSON.stringify(payload);
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } };
}

const envelope = (value: Record<string, unknown>, field = 'messages') => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field,
          value: {
            messaging_product: 'whatsapp',
            metadata: {
              display_phone_number: '233302000000',
              phone_number_id: FAKE_WHATSAPP_PHONE_NUMBER_ID,
            },
            ...value,
          },
        },
      ],
    },
  ],
});

/** A status webhook: what became of the message `messageId` sent to `recipient` (digits, no +). */
export function statusWebhook(
  messageId: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  recipient: string,
  error?: { code: number; title: string },
) {
  return envelope({
    statuses: [
      {
        id: messageId,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: recipient.replace(/\D/g, ''),
        ...(error ? { errors: [error] } : {}),
      },
    ],
  });
}

/** A text message a shopper wrote to the shop's number (`from`: digits, no +). */
export function textMessageWebhook(from: string, text: string) {
  const waId = from.replace(/\D/g, '');
  return envelope({
    contacts: [{ profile: { name: 'Shopper' }, wa_id: waId }],
    messages: [
      {
        from: waId,
        id: `wamid.${randomBytes(12).toString('base64url')}`,
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: 'text',
        text: { body: text },
      },
    ],
  });
}

/** The user_preferences webhook: a shopper stopped (or resumed) marketing messages in WhatsApp. */
export function marketingPreferenceWebhook(waId: string, value: 'stop' | 'resume') {
  const digits = waId.replace(/\D/g, '');
  return envelope(
    {
      contacts: [{ profile: { name: 'Shopper' }, wa_id: digits }],
      user_preferences: [
        {
          wa_id: digits,
          detail: 'User requested to stop marketing messages',
          category: 'marketing_messages',
          value,
          timestamp: Math.floor(Date.now() / 1000),
        },
      ],
    },
    'user_preferences',
  );
}
