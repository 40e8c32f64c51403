import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, like, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeAfricasTalkingSettings,
  startFakeAfricasTalking,
} from '../../../../test/helpers/fake-africastalking';
import { TestSmtpServer } from '../../../../test/helpers/smtp';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app';
import { databaseKinds } from '../../../../test/helpers/test-database';
import { type Executor, openDatabase } from '../../../db/client';
import { outbox } from '../../../db/schema';
import type { App } from '../../../plugins/zod-type-provider';
import { emailSender } from '../email/email-sender';
import { africasTalkingProvider } from '../sms/africastalking-provider';
import { smsSender } from '../sms/sms-sender';
import { withSecret } from './message-secret';
import { createOutboxDelivery, leaseFor, type OutboxDelivery } from './outbox-delivery';
import { claimNextMessage, insertMessages, insertSmsMessages } from './outbox-repository';

/*
 * The outbox sends each message once per claim (decision 0057). A slow mail server stands in
 * for the 8 s an SMTP relay took a message in production: here it keeps each message a second,
 * the send timeout is 2 s and so the lease 6 s, the same proportions with a shorter wait. Ten
 * messages claimed at once and sent one after another would outlive that lease by 4 s.
 * OUTBOX_TEST_SLOW_SMTP_MS=8000 runs it at production's pace (about 90 s a database).
 */
const SLOW_ACCEPT_MS = Number(process.env.OUTBOX_TEST_SLOW_SMTP_MS ?? 1_000);
const SEND_TIMEOUT_MS = 2 * SLOW_ACCEPT_MS;
const SHOP = { mailFrom: 'KwikTech <shop@kwiktech.test>', publicUrl: 'https://shop.test' };
const MESSAGE_ID = /^<outbox-([0-9a-f-]{36})\.([0-9a-f]{32})@shop\.test>$/;

/** A logger that keeps what the worker warns of, and says nothing. */
function listeningLog() {
  const warnings: string[] = [];
  const errors: string[] = [];
  const log = {
    warn: (_fields: unknown, message: string) => warnings.push(message),
    error: (_fields: unknown, message: string) => errors.push(message),
    info: () => {},
    debug: () => {},
  } as unknown as FastifyBaseLogger;
  return { log, warnings, errors };
}

function queue(db: Executor, count: number, label: string) {
  return insertMessages(
    db,
    Array.from({ length: count }, (_, index) => ({
      kind: 'test',
      to: `${label}-${index}@example.test`,
      subject: `${label} ${index}`,
      html: `<p>${label} ${index}</p>`,
      text: `${label} ${index}`,
    })),
  );
}

const POLL_MS = 250;

/** One instance's timer: a round every POLL_MS, from `startAfterMs`, until no slow message waits. Answers how many it sent. */
async function pollUntilSent(worker: OutboxDelivery, db: Executor, startAfterMs: number): Promise<number> {
  await sleep(startAfterMs);
  let sent = 0;
  for (;;) {
    sent += await worker.deliverDue();
    const [waiting] = await db
      .select({ count: count() })
      .from(outbox)
      .where(and(like(outbox.recipient, 'slow-%'), ne(outbox.status, 'sent')));
    if (waiting!.count === 0) return sent;
    await sleep(POLL_MS);
  }
}

const rowsTo = (db: Executor, recipient: string) =>
  db.select().from(outbox).where(eq(outbox.recipient, recipient));

for (const kind of databaseKinds) {
  describe(`the outbox sends each message once per claim [${kind}]`, () => {
    const slowSmtp = new TestSmtpServer(SLOW_ACCEPT_MS);
    const quickSmtp = new TestSmtpServer();
    let context: TestContext;
    /** Another instance's hold on the same database: its own pool on PostgreSQL; PGlite has one connection. */
    let otherDb: Executor;
    let closeOtherDb = async () => {};
    const closers: (() => void)[] = [];

    function worker(
      smtp: TestSmtpServer,
      sendTimeoutMs: number,
      options: { db?: Executor; log?: FastifyBaseLogger } = {},
    ) {
      const email = emailSender({ smtpUrl: smtp.url, ...SHOP });
      closers.push(email.close);
      return createOutboxDelivery({
        db: options.db ?? otherDb,
        log: options.log ?? listeningLog().log,
        senders: new Map([['email', email.send]]),
        sendTimeoutMs,
      });
    }

    beforeAll(async () => {
      await slowSmtp.start();
      await quickSmtp.start();
      context = await createTestApp(kind, {
        config: { smtpUrl: slowSmtp.url, mailSendTimeoutMs: SEND_TIMEOUT_MS, ...SHOP },
      });
      if (kind === 'postgres') {
        const second = await openDatabase({ kind: 'postgres', url: context.database.url!, poolSize: 3 });
        otherDb = second.db;
        closeOtherDb = () => second.close();
      } else {
        otherDb = context.database.db;
      }
    }, 120_000);
    afterEach(async () => {
      slowSmtp.received.length = 0;
      quickSmtp.received.length = 0;
    });
    afterAll(async () => {
      for (const close of closers) close();
      await closeOtherDb();
      await context?.app.close();
      await context?.database.dispose();
      await slowSmtp.stop();
      await quickSmtp.stop();
    });

    it(
      'two workers draining 20 messages from a slow mail server deliver each exactly once, each with its own Message-ID',
      async () => {
        const db = context.database.db;
        await queue(db, 20, 'slow');
        const first = (context.app as App).outboxWorker!;
        const second = worker(slowSmtp, SEND_TIMEOUT_MS);
        expect(first.leaseMs).toBe(leaseFor(SEND_TIMEOUT_MS));

        // Each instance looks for due messages every POLL_MS, as MAIL_POLL_INTERVAL_S has it,
        // the second starting a lease's half later: it finds the first one busy, and the first
        // finds the second busy when its own round ends.
        const startedAt = Date.now();
        const [sentByFirst, sentBySecond] = await Promise.all([
          pollUntilSent(first, db, 0),
          pollUntilSent(second, otherDb, first.leaseMs / 2),
        ]);
        const tookMs = Date.now() - startedAt;

        // Both worked, and 20 messages at a second each took longer than one lease.
        expect(sentByFirst).toBeGreaterThan(0);
        expect(sentBySecond).toBeGreaterThan(0);
        expect(sentByFirst + sentBySecond).toBe(20);
        expect(tookMs).toBeGreaterThan(first.leaseMs);

        const copies = slowSmtp.copiesById();
        expect(slowSmtp.received).toHaveLength(20);
        expect(copies.size).toBe(20);
        expect([...copies.values()].every((count) => count === 1)).toBe(true);

        const rows = await db.select().from(outbox).where(like(outbox.recipient, 'slow-%'));
        expect(rows).toHaveLength(20);
        for (const row of rows) {
          expect(row).toMatchObject({ status: 'sent', attempts: 0, lastError: null, leasedUntil: null });
          // The Message-ID is the row's: its id and its stored key, at the shop's domain.
          const [mail] = slowSmtp.to(row.recipient);
          const [, id, key] = MESSAGE_ID.exec(mail!.messageId)!;
          expect(id).toBe(row.id);
          expect(key).toBe(row.idempotencyKey);
        }
      },
      30 * SLOW_ACCEPT_MS,
    );

    it('a worker that dies after the mail server took a message sends nothing twice while its lease holds, and the copy after it carries the same Message-ID', async () => {
      const sendTimeoutMs = 500;
      const leaseMs = leaseFor(sendTimeoutMs);
      await queue(context.database.db, 1, 'crash');
      const recipient = 'crash-0@example.test';

      // The instance that dies: it claims, the mail server takes the message, and it is gone
      // before it marks the message sent.
      const claimed = await claimNextMessage(context.database.db, ['email'], leaseMs);
      expect(claimed!.recipient).toBe(recipient);
      const dying = emailSender({ smtpUrl: quickSmtp.url, ...SHOP });
      closers.push(dying.close);
      await dying.send(withSecret(claimed!), AbortSignal.timeout(sendTimeoutMs));

      const survivor = worker(quickSmtp, sendTimeoutMs);
      // While the lease holds, the survivor leaves it alone.
      expect(await survivor.deliverDue()).toBe(0);
      expect(quickSmtp.to(recipient)).toHaveLength(1);

      await sleep(leaseMs + 100);
      expect(await survivor.deliverDue()).toBe(1);
      const copies = quickSmtp.to(recipient);
      expect(copies).toHaveLength(2);
      expect(copies[1]!.messageId).toBe(copies[0]!.messageId);
      expect(copies[0]!.messageId).toMatch(MESSAGE_ID);
      expect((await rowsTo(context.database.db, recipient))[0]).toMatchObject({
        status: 'sent',
        attempts: 0,
      });
    }, 20_000);

    it('marking a message sent while the database refuses it is tried again, and the message is not sent again', async () => {
      const db = context.database.db;
      // The database refuses to record a sent message until the flag row is gone.
      await db.execute(sql`create table mark_sent_refused (since timestamptz)`);
      await db.execute(sql`
        create function refuse_mark_sent() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from mark_sent_refused) then
            raise exception 'terminating connection due to administrator command';
          end if;
          return new;
        end $$`);
      await db.execute(sql`
        create trigger refuse_mark_sent before update on outbox
        for each row when (new.status = 'sent') execute function refuse_mark_sent()`);
      try {
        await db.execute(sql`insert into mark_sent_refused values (now())`);
        await queue(db, 1, 'outage');
        const recipient = 'outage-0@example.test';
        const { log, warnings, errors } = listeningLog();
        const sendTimeoutMs = 1_000;
        const round = worker(quickSmtp, sendTimeoutMs, { db, log }).deliverDue();

        // The mail server took it; the database stays away for a while longer.
        await expect.poll(() => quickSmtp.to(recipient).length, { interval: 20, timeout: 5_000 }).toBe(1);
        await expect.poll(() => warnings.length, { interval: 20, timeout: 5_000 }).toBeGreaterThanOrEqual(2);
        await otherDb.execute(sql`delete from mark_sent_refused`);

        expect(await round).toBe(1);
        expect(errors).toEqual([]);
        expect((await rowsTo(db, recipient))[0]).toMatchObject({ status: 'sent', attempts: 0 });

        // Once the lease would have ended, another worker finds nothing to send.
        await sleep(leaseFor(sendTimeoutMs) + 100);
        expect(await worker(quickSmtp, sendTimeoutMs).deliverDue()).toBe(0);
        expect(quickSmtp.to(recipient)).toHaveLength(1);
      } finally {
        await db.execute(sql`drop trigger refuse_mark_sent on outbox`);
        await db.execute(sql`drop function refuse_mark_sent`);
        await db.execute(sql`drop table mark_sent_refused`);
      }
    }, 20_000);

    it('cuts a send off at its timeout, well inside the lease, and keeps the message for another try', async () => {
      await queue(context.database.db, 1, 'stalled');
      const recipient = 'stalled-0@example.test';
      const stalledSmtp = await new TestSmtpServer(3_000).start();
      try {
        const sendTimeoutMs = 500;
        const startedAt = Date.now();
        expect(await worker(stalledSmtp, sendTimeoutMs).deliverDue()).toBe(0);
        expect(Date.now() - startedAt).toBeLessThan(leaseFor(sendTimeoutMs));
        const [row] = await rowsTo(context.database.db, recipient);
        expect(row).toMatchObject({ status: 'pending', attempts: 1, leasedUntil: null });
        expect(row!.lastError).toBe('No answer within 0.5 s (MAIL_SEND_TIMEOUT_S)');
        expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      } finally {
        await stalledSmtp.stop();
      }
    }, 20_000);

    it('cuts an SMS call off at the send timeout too, and keeps the text for another try', async () => {
      const gateway = await startFakeAfricasTalking();
      gateway.answerAfterMs = 3_000;
      try {
        const phone = '+233201234567';
        await insertSmsMessages(context.database.db, [{ kind: 'test', to: phone, text: 'Slow gateway' }]);
        const sendTimeoutMs = 500;
        const provider = africasTalkingProvider(fakeAfricasTalkingSettings(gateway.url).provider);
        const texts = createOutboxDelivery({
          db: otherDb,
          log: listeningLog().log,
          senders: new Map([['sms', smsSender(provider)]]),
          sendTimeoutMs,
        });
        const startedAt = Date.now();
        expect(await texts.deliverDue()).toBe(0);
        expect(Date.now() - startedAt).toBeLessThan(leaseFor(sendTimeoutMs));
        expect((await rowsTo(context.database.db, phone))[0]).toMatchObject({
          status: 'pending',
          attempts: 1,
          leasedUntil: null,
          lastError: 'No answer within 0.5 s (MAIL_SEND_TIMEOUT_S)',
        });
      } finally {
        await gateway.stop();
      }
    }, 20_000);
  });
}
