// The mail server of the second shop of a Playwright run, as one process (`npx tsx`): the API
// tests' SMTP server (apps/server/test/helpers/smtp.ts) on a fixed port, and a test-only view:
//   GET /__e2e/mail?to=someone@e2e.test   the e-mails it received for an address, oldest first
//   GET /__e2e/health                     for Playwright's webServer
// A reset link is read here, from the mailbox, as its owner reads it: staff see it masked.
import { createServer, type ServerResponse } from 'node:http';
import { TestSmtpServer } from '../../apps/server/test/helpers/smtp';
import { E2E_FAKE_SMTP_PORT, E2E_FAKE_SMTP_VIEW_PORT } from './environment';

/** The body of GET /__e2e/mail. */
export interface FakeMailView {
  mails: { subject: string; body: string }[];
}

const smtp = await new TestSmtpServer().start(E2E_FAKE_SMTP_PORT);

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://fake');
  if (url.pathname === '/__e2e/health') return send(response, 200, { ok: true });
  if (url.pathname === '/__e2e/mail') {
    const view: FakeMailView = {
      mails: smtp.to(url.searchParams.get('to') ?? '').map(({ subject, body }) => ({ subject, body })),
    };
    return send(response, 200, view);
  }
  return send(response, 404, { message: 'no such test call' });
});
server.listen(E2E_FAKE_SMTP_VIEW_PORT, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void smtp.stop();
    process.exit(0);
  });
}
