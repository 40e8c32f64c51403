import { BlockList } from 'node:net';
import { DEMO_MAILBOX_PATH, DEMO_MAILBOX_TEXTS, escapeHtml } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { textAnswers } from '../../../plugins/answer-serialiser';
import { forbidden } from '../../../plugins/errors';
import type { App } from '../../../plugins/zod-type-provider';
import type { DemoMailbox } from './demo-mailbox';
import { readLetters, type StoredLetter } from './mailbox-folder';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The names a browser on this computer reaches the shop by. */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  // An IPv4 address as an IPv6 socket reports it (::ffff:127.0.0.1) is checked against the IPv4 rule.
  return LOOPBACK.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
}

/**
 * From a browser on the shop's own computer, and nothing else: the connection comes from a
 * loopback address, no proxy forwarded it (a proxy on this computer would make any visitor
 * look local), and the Host is a local name (a page elsewhere cannot point a name of its own
 * at 127.0.0.1 and read the codes through this visitor's browser).
 */
export function fromThisComputer(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  if (!LOCAL_HOST.test(headers.host ?? '')) return false;
  return isLoopback(request.socket.remoteAddress);
}

/** A letter's words, with its links made links (a reset link is there to be followed). */
function bodyHtml(body: string): string {
  return body
    .split(/(https?:\/\/[^\s<>"]+)/)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function letterHtml(letter: StoredLetter): string {
  return `<article>
<h2>${escapeHtml(letter.heading)}</h2>
<p><time datetime="${escapeHtml(letter.deliveredAt)}">${escapeHtml(letter.deliveredAt)}</time></p>
<pre>${bodyHtml(letter.body)}</pre>
</article>`;
}

/** The page: plain HTML, no script or style of its own (the shop's CSP allows neither inline). */
export function mailboxPageHtml(letters: StoredLetter[]): string {
  const texts = DEMO_MAILBOX_TEXTS;
  const content =
    letters.length === 0 ? `<p>${escapeHtml(texts.empty)}</p>` : letters.map(letterHtml).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(texts.title)}</title></head>
<body>
<main>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.intro)}</p>
${content}
</main>
</body>
</html>
`;
}

/** GET /demo-mailbox: the demo mailbox's letters, to a browser on this computer only (decision 0054). */
export async function demoMailboxPage(app: App, mailbox: DemoMailbox) {
  app.get(DEMO_MAILBOX_PATH, { schema: { response: textAnswers('text/html') } }, async (request, reply) => {
    if (!fromThisComputer(request)) throw forbidden(DEMO_MAILBOX_TEXTS.onlyThisComputer);
    const letters = await readLetters(mailbox.folder);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(mailboxPageHtml(letters));
  });
}
