import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema';

function ofShopper(userId: string, emails: string[]) {
  const byEmail = emails.length > 0 ? inArray(contactMessages.email, emails) : undefined;
  return or(eq(contactMessages.userId, userId), byEmail);
}

/** What the shopper wrote through the contact form, signed in or from their address (decision 0071). */
export async function contactDataOf(db: Executor, userId: string, emails: string[]) {
  return db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(ofShopper(userId, emails));
}

/** The shopper's contact messages go with the account: they are their words, signed with their name. */
export async function eraseContactMessagesOf(db: Executor, userId: string, emails: string[]): Promise<void> {
  await db.delete(contactMessages).where(ofShopper(userId, emails));
}
