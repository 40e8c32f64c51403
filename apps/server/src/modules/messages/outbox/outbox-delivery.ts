import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { QuietHours } from '../../../config-whatsapp';
import type { Executor } from '../../../db/client';
import type { OutboxChannel } from '../../../db/schema';
import type { ChannelSender, SendResult } from './channel-sender';
import { withSecret } from './message-secret';
import { claimNextMessage, markAttemptFailed, markSent, type OutboxRow } from './outbox-repository';
import { DEFAULT_QUIET_HOURS } from './quiet-hours';

/** After this many failed attempts a message is marked failed for staff to see. */
export const MAIL_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 30 * 60_000;
/** Pauses between tries at marking a message sent while the database is away. */
const FIRST_MARK_RETRY_MS = 200;
const LONGEST_MARK_RETRY_MS = 2_000;
/** Stops marking this long before the lease ends, for a difference between this clock and the database's. */
const LEASE_SAFETY_MS = 500;

/** 5 s, 10 s, 20 s, ... up to 30 minutes; none once the attempts are used up. */
export function retryTime(attempts: number, now = Date.now()): Date | undefined {
  if (attempts >= MAIL_MAX_ATTEMPTS) return undefined;
  return new Date(now + Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS));
}

/**
 * How long a claimed message is held: its send, cut off at `sendTimeoutMs`, and twice as long
 * again to mark it sent through a database that went away meanwhile (decision 0057). So a lease
 * never ends under a send in progress, nor under a sent message waiting to be marked.
 */
export const leaseFor = (sendTimeoutMs: number): number => sendTimeoutMs * 3;

export interface OutboxDelivery {
  /** The channels it sends. */
  channels: OutboxChannel[];
  /** How long it holds each message it claims. */
  leaseMs: number;
  /**
   * Sends what is due, one message at a time, until nothing is due (or `stopping` aborts
   * between two messages). Returns how many were sent.
   */
  deliverDue(stopping?: AbortSignal): Promise<number>;
}

/**
 * The outbox's loop, one message per claim (decision 0057): claim the next due message with
 * a lease longer than its send may take, send it with a deadline inside the lease, and mark it
 * sent as soon as its channel took it, trying again while the lease holds if the database
 * fails, never sending it again for that. Many of these may run at once, in one process or in
 * several on one PostgreSQL.
 */
export function createOutboxDelivery(options: {
  db: Executor;
  log: FastifyBaseLogger;
  senders: Map<OutboxChannel, ChannelSender>;
  sendTimeoutMs: number;
  /** The app's clock, and the hours nothing marketing is sent (decision 0066). */
  clock?: () => Date;
  quietHours?: QuietHours;
}): OutboxDelivery {
  const {
    db,
    log,
    senders,
    sendTimeoutMs,
    clock = () => new Date(),
    quietHours = DEFAULT_QUIET_HOURS,
  } = options;
  const channels = [...senders.keys()];
  const leaseMs = leaseFor(sendTimeoutMs);

  async function failed(row: OutboxRow, reason: string, permanent: boolean, error?: unknown) {
    const attempts = row.attempts + 1;
    const retryAt = permanent ? undefined : retryTime(attempts);
    log.warn(
      { err: error, messageId: row.id, channel: row.channel, attempts, reason, willRetry: Boolean(retryAt) },
      'message not sent',
    );
    try {
      await markAttemptFailed(db, row, reason, retryAt);
    } catch (markError) {
      // Unsent and unmarked: its lease runs out and it is tried again, which is what was meant.
      log.error({ err: markError, messageId: row.id }, 'failed attempt not recorded');
    }
  }

  /** Marks a sent message, trying again until the lease is nearly over; false if it never could. */
  async function markSentWhileLeased(
    row: OutboxRow,
    result: SendResult & { kind: 'sent' },
    leaseEndsAt: number,
  ) {
    for (let pause = FIRST_MARK_RETRY_MS; ; pause = Math.min(pause * 2, LONGEST_MARK_RETRY_MS)) {
      try {
        await markSent(db, row.id, result);
        return true;
      } catch (error) {
        if (Date.now() + pause >= leaseEndsAt - LEASE_SAFETY_MS) {
          log.error(
            { err: error, messageId: row.id, channel: row.channel },
            'message sent but not marked sent: once its lease ends it may be sent again, with the same key',
          );
          return false;
        }
        log.warn({ err: error, messageId: row.id }, 'message sent, marking it sent failed: trying again');
        await sleep(pause);
      }
    }
  }

  async function sendOne(row: OutboxRow, leaseEndsAt: number): Promise<boolean> {
    let result: SendResult;
    const deadline = AbortSignal.timeout(sendTimeoutMs);
    try {
      result = await senders.get(row.channel)!(withSecret(row), deadline);
    } catch (error) {
      // Said in the operator's words: the library's own is a bare "aborted".
      const reason = deadline.aborted
        ? `No answer within ${sendTimeoutMs / 1000} s (MAIL_SEND_TIMEOUT_S)`
        : error instanceof Error
          ? error.message
          : String(error);
      await failed(row, reason, false, error);
      return false;
    }
    if (result.kind === 'refused') {
      await failed(row, result.reason, result.permanent);
      return false;
    }
    return markSentWhileLeased(row, result, leaseEndsAt);
  }

  return {
    channels,
    leaseMs,
    async deliverDue(stopping) {
      let sent = 0;
      while (!stopping?.aborted) {
        // Read before the claim, so the lease the database grants ends no sooner than this says.
        const leaseEndsAt = Date.now() + leaseMs;
        const row = await claimNextMessage(db, channels, leaseMs, { now: clock(), hours: quietHours });
        if (!row) break;
        if (await sendOne(row, leaseEndsAt)) sent += 1;
      }
      return sent;
    },
  };
}
