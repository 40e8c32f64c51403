import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutboxChannel } from '../../db/schema';
import { runPeriodically } from '../../plugins/periodic-task';
import type { ChannelSender, SendResult } from './channel-sender';
import type { DemoMailbox } from './demo-mailbox/demo-mailbox';
import { withSecret } from './messages/message-secret';
import { claimDueMessages, markAttemptFailed, markSent, type OutboxRow } from './outbox-repository';
import type { SmsProvider } from './sms/sms-provider';
import { smsSender } from './sms/sms-sender';

/** Messages one worker takes per round. */
const BATCH_SIZE = 10;
/** How long a claimed message is held: longer than one SMTP exchange or SMS call may take. */
const LEASE_MS = 60_000;
/** After this many failed attempts a message is marked failed for staff to see. */
export const MAIL_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 30 * 60_000;

/** 5 s, 10 s, 20 s, ... up to 30 minutes; none once the attempts are used up. */
export function retryTime(attempts: number, now = Date.now()): Date | undefined {
  if (attempts >= MAIL_MAX_ATTEMPTS) return undefined;
  return new Date(now + Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS));
}

export interface MailWorker {
  /** The channels this instance sends (e-mail with SMTP_URL, SMS with SMS_PROVIDER). */
  channels: OutboxChannel[];
  /** One round: claims what is due on its channels and sends it. Returns how many were sent. */
  deliverDue(): Promise<number>;
}

function emailSender(app: FastifyInstance, smtpUrl: string): ChannelSender {
  const transport = nodemailer.createTransport(smtpUrl, { from: app.config.mailFrom });
  app.addHook('onClose', async () => transport.close());
  return async (row) => {
    await transport.sendMail({ to: row.recipient, subject: row.subject, html: row.html, text: row.text });
    return { kind: 'sent' };
  };
}

/**
 * Sends the outbox: e-mail through SMTP (SMTP_URL, nodemailer), SMS through the provider
 * (SMS_PROVIDER). One loop for both; each instance claims only the channels it can send.
 * Without either there is no worker: the messages stay in the outbox, which the admin site shows.
 */
export function createMailWorker(
  app: FastifyInstance,
  sms: SmsProvider | undefined,
  demoMailbox?: DemoMailbox,
): MailWorker | undefined {
  const senders = new Map<OutboxChannel, ChannelSender>();
  if (app.config.smtpUrl) senders.set('email', emailSender(app, app.config.smtpUrl));
  if (sms) senders.set('sms', smsSender(sms));
  // Outside production a channel without settings delivers to the demo mailbox (decision 0054).
  if (demoMailbox) for (const channel of demoMailbox.channels) senders.set(channel, demoMailbox.sender);
  if (senders.size === 0) return undefined;
  const channels = [...senders.keys()];

  async function failed(row: OutboxRow, reason: string, permanent: boolean, error?: unknown) {
    const attempts = row.attempts + 1;
    const retryAt = permanent ? undefined : retryTime(attempts);
    app.log.warn(
      { err: error, messageId: row.id, channel: row.channel, attempts, reason, willRetry: Boolean(retryAt) },
      'message not sent',
    );
    await markAttemptFailed(app.database.db, row, reason, retryAt);
  }

  async function send(row: OutboxRow): Promise<boolean> {
    let result: SendResult;
    try {
      result = await senders.get(row.channel)!(withSecret(row));
    } catch (error) {
      await failed(row, error instanceof Error ? error.message : String(error), false, error);
      return false;
    }
    if (result.kind === 'refused') {
      await failed(row, result.reason, result.permanent);
      return false;
    }
    await markSent(app.database.db, row.id, result);
    return true;
  }

  return {
    channels,
    async deliverDue() {
      const rows = await claimDueMessages(app.database.db, channels, BATCH_SIZE, LEASE_MS);
      let sent = 0;
      for (const row of rows) if (await send(row)) sent += 1;
      return sent;
    },
  };
}

/** Runs the worker every MAIL_POLL_INTERVAL_S seconds (0: never; tests run rounds by hand). */
export function startMailWorker(app: FastifyInstance, worker: MailWorker | undefined): void {
  if (!worker) return;
  runPeriodically(app, {
    intervalS: app.config.mailPollIntervalS,
    failureMessage: 'mail worker round failed',
    task: async (stopping) => {
      // Rounds until what is due is sent, so a burst of orders does not wait a tick per ten.
      while (!stopping.aborted && (await worker.deliverDue()) === BATCH_SIZE) {}
    },
  });
}
