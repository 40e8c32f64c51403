// The fake WhatsApp Cloud API for the first shop of a Playwright run (decision 0066), as one
// process (`npx tsx`): the API tests' fake (apps/server/test/helpers/fake-whatsapp.ts: POST
// /{phone number id}/messages in the documented shapes) on a fixed port, plus test-only calls
// under /__e2e/:
//   GET  /__e2e/messages[?to=233...]   the template messages it accepted (to: digits, no +), oldest first
//   POST /__e2e/status {messageId, status, errorCode?, errorTitle?}
//                                      posts a signed status webhook (sent, delivered, read, failed) to the shop
//   POST /__e2e/incoming {from, text}  posts a signed text message from a shopper (STOP) to the shop
//   POST /__e2e/preference {from, value}  posts a signed user_preferences stop or resume to the shop
//   POST /__e2e/fail {status, code, message}  the next send answers this Cloud API error
//   GET  /__e2e/health                 for Playwright's webServer
// A webhook call answers {status}: the HTTP status the shop gave it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  marketingPreferenceWebhook,
  signedWebhook,
  startFakeWhatsApp,
  statusWebhook,
  textMessageWebhook,
} from '../../apps/server/test/helpers/fake-whatsapp';
import { E2E_BASE_URL, E2E_FAKE_WHATSAPP_PORT } from './environment';
import { readBody, relay, sendJson } from './fake-server-relay';

/** One message of GET /__e2e/messages. */
export interface FakeWhatsAppMessageView {
  to: string;
  template: string;
  language: string;
  parameters: string[];
  messageId: string;
}

/** The body of GET /__e2e/messages. */
export interface FakeWhatsAppView {
  messages: FakeWhatsAppMessageView[];
}

const fake = await startFakeWhatsApp();

/** The Cloud API's own calls go to the API tests' fake as they came. */
const forward = (request: IncomingMessage, response: ServerResponse, body: Buffer) =>
  relay(request, response, body, fake.url, ['authorization', 'content-type', 'accept']);

/** Signs a webhook with the shop's app secret and posts it to the shop, as Meta would. */
async function postToShop(payload: unknown): Promise<number> {
  const { body, headers } = signedWebhook(payload);
  const answer = await fetch(`${E2E_BASE_URL}/api/whatsapp/webhook`, { method: 'POST', headers, body });
  return answer.status;
}

interface SentTemplate {
  to: string;
  template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] };
}

function messagesTo(to: string | null): FakeWhatsAppView {
  return {
    messages: fake
      .accepted()
      .map((request) => ({ body: request.body as SentTemplate, messageId: request.messageId! }))
      .filter(({ body }) => !to || body.to === to.replace(/\D/g, ''))
      .map(({ body, messageId }) => ({
        to: body.to,
        template: body.template.name,
        language: body.template.language.code,
        parameters: body.template.components.flatMap((component) => component.parameters.map((p) => p.text)),
        messageId,
      })),
  };
}

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    if (!url.pathname.startsWith('/__e2e/')) return await forward(request, response, await readBody(request));
    if (method === 'GET' && url.pathname === '/__e2e/health') return sendJson(response, 200, { ok: true });
    if (method === 'GET' && url.pathname === '/__e2e/messages')
      return sendJson(response, 200, messagesTo(url.searchParams.get('to')));
    const body = method === 'POST' ? JSON.parse((await readBody(request)).toString('utf8') || '{}') : {};
    if (method === 'POST' && url.pathname === '/__e2e/status') {
      const sent = messagesTo(null).messages.find((message) => message.messageId === body.messageId);
      const error = body.errorCode
        ? { code: Number(body.errorCode), title: String(body.errorTitle ?? 'Failed') }
        : undefined;
      const status = await postToShop(statusWebhook(body.messageId, body.status, sent?.to ?? '', error));
      return sendJson(response, 200, { status });
    }
    if (method === 'POST' && url.pathname === '/__e2e/incoming')
      return sendJson(response, 200, {
        status: await postToShop(textMessageWebhook(String(body.from), String(body.text))),
      });
    if (method === 'POST' && url.pathname === '/__e2e/preference')
      return sendJson(response, 200, {
        status: await postToShop(
          marketingPreferenceWebhook(String(body.from), body.value === 'resume' ? 'resume' : 'stop'),
        ),
      });
    if (method === 'POST' && url.pathname === '/__e2e/fail') {
      fake.failNext({
        status: Number(body.status),
        code: Number(body.code),
        message: String(body.message ?? 'Failed'),
      });
      return sendJson(response, 200, { ok: true });
    }
    return sendJson(response, 404, { message: 'no such test call' });
  } catch (error) {
    return sendJson(response, 500, { message: String(error) });
  }
});
server.listen(E2E_FAKE_WHATSAPP_PORT, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void fake.stop();
    process.exit(0);
  });
}
