import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { runPeriodically } from '../../plugins/periodic-task';
import { claimDueMessages, markAttemptFailed, markSent, type OutboxRow } from './outbox-repository';

/** Messages one worker takes per round. */
const BATCH_SIZE = 10;
/** How long a claimed message is held: longer than one SMTP exchange may take. */
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
  /** One round: claims what is due and sends it. Returns how many were sent. */
  deliverDue(): Promise<number>;
}

/**
 * Sends the outbox through SMTP (SMTP_URL) with nodemailer. Without SMTP_URL there is no
 * worker: the messages stay in the outbox, which the admin site shows.
 */
export function createMailWorker(app: FastifyInstance): MailWorker | undefined {
  const { smtpUrl, mailFrom } = app.config;
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpUrl, { from: mailFrom });
  app.addHook('onClose', async () => transport.close());

  async function send(row: OutboxRow): Promise<boolean> {
    try {
      await transport.sendMail({ to: row.recipient, subject: row.subject, html: row.html, text: row.text });
      await markSent(app.database.db, row.id);
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const retryAt = retryTime(attempts);
      app.log.warn({ err: error, messageId: row.id, attempts, willRetry: Boolean(retryAt) }, 'mail not sent');
      await markAttemptFailed(
        app.database.db,
        row,
        error instanceof Error ? error.message : String(error),
        retryAt,
      );
      return false;
    }
  }

  return {
    async deliverDue() {
      const rows = await claimDueMessages(app.database.db, BATCH_SIZE, LEASE_MS);
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
