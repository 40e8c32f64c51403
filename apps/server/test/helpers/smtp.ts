import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, its body decoded enough to read. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  /** Its Message-ID header, as the sender wrote it. */
  messageId: string;
  /** The whole message: its header as sent, its parts with quoted-printable soft breaks and escapes undone. */
  body: string;
}

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * The header is never quoted-printable: decoding it too would read "token=AF..." in a
 * List-Unsubscribe URL as the byte 0xAF. Only what follows the first blank line is decoded.
 */
function readable(raw: string): string {
  const end = /\r?\n\r?\n/.exec(raw);
  if (!end) return raw;
  const split = end.index + end[0].length;
  return raw.slice(0, split) + decodeQuotedPrintable(raw.slice(split));
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package), which keeps what it receives.
 * `stop()` and `start()` again on the same port play a mail server that goes down and comes back.
 * `acceptAfterMs` plays a slow one: it keeps each message that long before answering that it
 * took it (the message counts as received from then on).
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  constructor(private readonly acceptAfterMs = 0) {}

  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          // Long header lines are folded onto the next ones; unfolded here to read them whole.
          const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
          const mail = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
            messageId: /^Message-ID: *(.*)$/im.exec(head)?.[1]?.trim() ?? '',
            body: readable(raw),
          };
          setTimeout(() => {
            this.received.push(mail);
            callback();
          }, this.acceptAfterMs);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  /** How many copies of each Message-ID it received. */
  copiesById(): Map<string, number> {
    const copies = new Map<string, number>();
    for (const mail of this.received) copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1);
    return copies;
  }
}
