// The fake Africa's Talking for the first shop of a Playwright run, as one process (`npx tsx`):
// the API tests' fake (apps/server/test/helpers/fake-africastalking.ts: POST /version1/messaging
// in the documented shapes) on a fixed port, plus test-only calls under /__e2e/:
//   GET  /__e2e/sms?to=+233...         the texts it accepted for a number, oldest first
//   POST /__e2e/report {messageId, status, failureReason?}   posts a delivery report to the shop
//   GET  /__e2e/health                 for Playwright's webServer
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startFakeAfricasTalking } from '../../apps/server/test/helpers/fake-africastalking';
import { E2E_BASE_URL, E2E_FAKE_AFRICASTALKING_PORT, E2E_SMS_CALLBACK_SECRET } from './environment';
import { readBody, relay, sendJson } from './fake-server-relay';

/** The body of GET /__e2e/sms. */
export interface FakeSmsView {
  messages: { message: string; messageId: string }[];
}

const fake = await startFakeAfricasTalking();

/** The SMS API's own calls go to the API tests' fake as they came. */
const forward = (request: IncomingMessage, response: ServerResponse, body: Buffer) =>
  relay(request, response, body, fake.url, ['apikey', 'content-type', 'accept']);

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    if (!url.pathname.startsWith('/__e2e/')) return await forward(request, response, await readBody(request));
    if (method === 'GET' && url.pathname === '/__e2e/health') return sendJson(response, 200, { ok: true });
    if (method === 'GET' && url.pathname === '/__e2e/sms') {
      const to = url.searchParams.get('to') ?? '';
      const view: FakeSmsView = {
        messages: fake.sent
          .filter((sms) => sms.to === to)
          .map(({ message, messageId }) => ({ message, messageId })),
      };
      return sendJson(response, 200, view);
    }
    if (method === 'POST' && url.pathname === '/__e2e/report') {
      const { messageId, status, failureReason } = JSON.parse((await readBody(request)).toString('utf8'));
      const answer = await fetch(`${E2E_BASE_URL}/api/sms/delivery-reports/${E2E_SMS_CALLBACK_SECRET}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fake.deliveryReport(messageId, status, failureReason),
      });
      return sendJson(response, 200, { status: answer.status });
    }
    return sendJson(response, 404, { message: 'no such test call' });
  } catch (error) {
    return sendJson(response, 500, { message: String(error) });
  }
});
server.listen(E2E_FAKE_AFRICASTALKING_PORT, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void fake.stop();
    process.exit(0);
  });
}
