import type { FastifyInstance } from 'fastify';
import type { OutboxChannel } from '../../../db/schema';
import { runPeriodically } from '../../../plugins/periodic-task';
import type { DemoMailbox } from '../demo-mailbox/demo-mailbox';
import { emailSender } from '../email/email-sender';
import type { SmsProvider } from '../sms/sms-provider';
import { smsSender } from '../sms/sms-sender';
import { whatsAppSender } from '../whatsapp/whatsapp-sender';
import type { ChannelSender } from './channel-sender';
import { createOutboxDelivery, type OutboxDelivery } from './outbox-delivery';

export type OutboxWorker = OutboxDelivery;

/**
 * Sends the outbox: e-mail through SMTP (SMTP_URL, nodemailer), SMS through the provider
 * (SMS_PROVIDER), WhatsApp through the Cloud API (WHATSAPP_TOKEN, decision 0066). One loop for
 * all (outbox-delivery.ts); each instance claims only the channels it can send. Without any
 * there is no worker: the messages stay in the outbox, which the admin site shows.
 */
export function createOutboxWorker(
  app: FastifyInstance,
  sms: SmsProvider | undefined,
  demoMailbox?: DemoMailbox,
): OutboxWorker | undefined {
  const senders = new Map<OutboxChannel, ChannelSender>();
  if (app.config.smtpUrl) {
    const email = emailSender({ ...app.config, smtpUrl: app.config.smtpUrl });
    app.addHook('onClose', async () => email.close());
    senders.set('email', email.send);
  }
  if (sms) senders.set('sms', smsSender(sms));
  if (app.config.whatsApp.cloudApi) senders.set('whatsapp', whatsAppSender(app.config.whatsApp.cloudApi));
  // Outside production a channel without settings delivers to the demo mailbox (decision 0054).
  if (demoMailbox) for (const channel of demoMailbox.channels) senders.set(channel, demoMailbox.sender);
  if (senders.size === 0) return undefined;
  return createOutboxDelivery({
    db: app.database.db,
    log: app.log,
    senders,
    sendTimeoutMs: app.config.mailSendTimeoutMs,
    clock: app.clock,
    quietHours: app.config.reminders.quietHours,
  });
}

/** Runs the worker every MAIL_POLL_INTERVAL_S seconds (0: never; tests run rounds by hand). */
export function startOutboxWorker(app: FastifyInstance, worker: OutboxWorker | undefined): void {
  if (!worker) return;
  runPeriodically(app, {
    intervalS: app.config.mailPollIntervalS,
    failureMessage: 'mail worker round failed',
    // A round sends until nothing is due, so a burst of orders does not wait a tick per message.
    task: (stopping) => worker.deliverDue(stopping),
  });
}
