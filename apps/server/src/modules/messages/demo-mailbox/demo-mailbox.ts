import path from 'node:path';
import { DEMO_MAILBOX_PATH, DEMO_MAILBOX_TEXTS } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { OutboxChannel } from '../../../db/schema';
import type { ChannelSender } from '../outbox/channel-sender';
import { DEMO_MAILBOX_FOLDER, postLetter } from './mailbox-folder';

/**
 * How an outbox row delivered to the demo mailbox is told from one really sent: its
 * provider id starts with this, then names the letter's file.
 */
export const DEMO_MAILBOX_ID_PREFIX = 'demo-mailbox:';

/** Whether an outbox row went to the demo mailbox rather than out. */
export const deliveredToDemoMailbox = (providerMessageId: string | null): boolean =>
  providerMessageId?.startsWith(DEMO_MAILBOX_ID_PREFIX) ?? false;

export interface DemoMailbox {
  /** The channels without settings, whose messages it receives. */
  channels: OutboxChannel[];
  /** DATA_DIR/demo-mailbox. */
  folder: string;
  /** The outbox's sender for those channels: a file and a log line per message. */
  sender: ChannelSender;
}

/**
 * The demo mailbox, outside production, when a channel has no settings (decision 0054): what
 * would have stayed unsent is delivered to files in DATA_DIR and to a page only this computer
 * opens. In production, or with every channel set (e-mail, SMS, WhatsApp), there is none:
 * messages stay in the outbox.
 */
export function openDemoMailbox(
  app: FastifyInstance,
  configured: Record<OutboxChannel, boolean>,
): DemoMailbox | undefined {
  if (!app.config.demoMailbox) return undefined;
  const channels = (['email', 'sms', 'whatsapp'] as const).filter((channel) => !configured[channel]);
  if (channels.length === 0) return undefined;
  const folder = path.join(app.config.dataDir, DEMO_MAILBOX_FOLDER);
  const pageUrl = `http://localhost:${app.config.port}${DEMO_MAILBOX_PATH}`;
  const sender: ChannelSender = async (row) => {
    // The row arrives with its secret in place (withSecret): the file holds the real code or link.
    const name = await postLetter(
      folder,
      { channel: row.channel, to: row.recipient, subject: row.subject, text: row.text },
      row.id,
    );
    // The log gets where to read it, never the secret: logs travel further than this folder.
    app.log.info(
      { demoMailbox: { channel: row.channel, kind: row.kind } },
      DEMO_MAILBOX_TEXTS.delivered(row.channel, row.recipient, pageUrl),
    );
    return { kind: 'sent', providerMessageId: `${DEMO_MAILBOX_ID_PREFIX}${name}` };
  };
  return { channels, folder, sender };
}
