import { ERASED_WORD, eraseWords, eraseWordsInJson } from '@shop/shared';
import { asc, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { outbox } from '../../../db/schema';

/**
 * The messages sent to the shopper's addresses and phones, for "Download my data" (decision
 * 0071): their words as staff read them, never the secret kept apart (decision 0041) nor the
 * sending's bookkeeping.
 */
export async function messageDataOf(db: Executor, recipients: string[]) {
  if (recipients.length === 0) return [];
  return db
    .select({
      kind: outbox.kind,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      text: outbox.text,
      status: outbox.status,
      sentAt: outbox.sentAt,
      deliveredAt: outbox.deliveredAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(inArray(outbox.recipient, recipients))
    .orderBy(asc(outbox.createdAt));
}

/** A word's place in a column, whatever its case: SQL finds the few rows, the code erases. */
function mentions(column: SQL | AnyPgColumn, word: string): SQL {
  return sql`strpos(lower(${column}), ${word.toLowerCase()}) > 0`;
}

/**
 * Messages to an erased account lose their recipient and body (the kind, channel and times
 * stay, the shop's record of what it sent); one still waiting is given up, having nobody to go
 * to. Messages to others that name the shopper (staff's new-order e-mail) keep their words with
 * the shopper's erased.
 */
export async function eraseMessagesOf(db: Executor, recipients: string[], words: string[]): Promise<void> {
  const searched = words.filter((word) => word.trim().length >= 3);
  const conditions: SQL[] = [];
  if (recipients.length > 0) conditions.push(inArray(outbox.recipient, recipients));
  for (const word of searched) {
    conditions.push(
      mentions(outbox.subject, word),
      mentions(outbox.text, word),
      mentions(outbox.html, word),
      mentions(sql`coalesce(${outbox.payload}::text, '')`, word),
    );
  }
  if (conditions.length === 0) return;
  const rows = await db
    .select({
      id: outbox.id,
      recipient: outbox.recipient,
      subject: outbox.subject,
      html: outbox.html,
      text: outbox.text,
      payload: outbox.payload,
      status: outbox.status,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(or(...conditions));
  const toShopper = new Set(recipients);
  for (const row of rows) {
    const addressedToShopper = toShopper.has(row.recipient);
    await db
      .update(outbox)
      .set(
        addressedToShopper
          ? {
              recipient: ERASED_WORD,
              subject: eraseWords(row.subject, searched),
              html: '',
              text: '',
              payload: null,
              secret: null,
              status: row.status === 'pending' ? 'failed' : row.status,
              lastError: row.status === 'pending' ? 'The account was erased.' : row.lastError,
              updatedAt: new Date(),
            }
          : {
              subject: eraseWords(row.subject, searched),
              html: eraseWords(row.html, searched),
              text: eraseWords(row.text, searched),
              payload: row.payload ? eraseWordsInJson(row.payload, searched) : null,
              updatedAt: new Date(),
            },
      )
      .where(sql`${outbox.id} = ${row.id}`);
  }
}
