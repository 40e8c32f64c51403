import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartReminders, stockAlerts } from '../../db/schema';

/** The account's alerts, and those a guest asked for with one of its addresses or phones. */
function alertsOf(userId: string, recipients: string[]) {
  const byRecipient = recipients.length > 0 ? inArray(stockAlerts.recipient, recipients) : undefined;
  return or(eq(stockAlerts.userId, userId), byRecipient);
}

/** The shopper's back-in-stock alerts and cart reminders, for "Download my data" (decision 0071). */
export async function reminderDataOf(db: Executor, userId: string, recipients: string[]) {
  // The confirmation secret's hash is left out: it is the shop's check, not the shopper's data.
  const alerts = await db
    .select({
      productId: stockAlerts.productId,
      variantId: stockAlerts.variantId,
      channel: stockAlerts.channel,
      recipient: stockAlerts.recipient,
      confirmedAt: stockAlerts.confirmedAt,
      notifiedAt: stockAlerts.notifiedAt,
      createdAt: stockAlerts.createdAt,
    })
    .from(stockAlerts)
    .where(alertsOf(userId, recipients));
  const cartRemindersSent = await db
    .select({
      cartChangedAt: cartReminders.cartChangedAt,
      sentAt: cartReminders.sentAt,
      channels: cartReminders.channels,
    })
    .from(cartReminders)
    .where(eq(cartReminders.userId, userId));
  return { stockAlerts: alerts, cartReminders: cartRemindersSent };
}

/** An erased account's alerts (also those asked as a guest with its addresses) and reminders go. */
export async function eraseRemindersOf(db: Executor, userId: string, recipients: string[]): Promise<void> {
  await db.delete(stockAlerts).where(alertsOf(userId, recipients));
  await db.delete(cartReminders).where(eq(cartReminders.userId, userId));
}
