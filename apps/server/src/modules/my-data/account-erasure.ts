import { MY_DATA_MESSAGES, type ReviewChoice } from '@shop/shared';
import { forbidden, unauthorized } from '../../plugins/errors';
import { deleteUserSessions } from '../../plugins/session-records';
import type { App } from '../../plugins/zod-type-provider';
import { eraseCartOf } from '../cart';
import { eraseConsentsOf } from '../consent';
import { eraseContactMessagesOf } from '../contact';
import { eraseInvoiceBuyers } from '../invoices';
import { eraseMessagesOf } from '../messages';
import { eraseNewsletterSubscriptions } from '../newsletter';
import { eraseOrderContacts } from '../orders';
import { erasePaymentContacts } from '../payments';
import { eraseRemindersOf } from '../reminders';
import { eraseReturnContacts } from '../returns';
import { eraseReviewsOf } from '../reviews';
import { checkAccountErasable, eraseAccountRow, lockAccount } from '../users';
import { identityOf } from './shopper-identity';

/**
 * "Delete my account" (decision 0071): after the password, in ONE transaction under the
 * account row's lock, every table's module erases what names the shopper; orders, invoices,
 * payments, returns and credit notes stay for tax with "Deleted customer" as the buyer and
 * their figures as they were; every session ends, so the shopper's token answers 401.
 */
export async function eraseAccount(
  app: App,
  userId: string,
  confirmation: { password: string; reviews: ReviewChoice },
): Promise<void> {
  const db = app.database.db;
  await checkAccountErasable(db, userId, confirmation.password);
  const reviewsChanged = await db.transaction(async (transaction) => {
    const account = await lockAccount(transaction, userId);
    if (!account) throw unauthorized();
    // Made staff between the password check and the lock: still refused.
    if (account.isAdmin || account.isOwner) throw forbidden(MY_DATA_MESSAGES.staffCannotDelete);
    const identity = await identityOf(transaction, userId);
    const { orderIds, addressKeys } = identity.orders;
    const changed = await eraseReviewsOf(transaction, userId, confirmation.reviews);
    await eraseInvoiceBuyers(transaction, orderIds);
    await eraseReturnContacts(transaction, userId, orderIds, identity.words);
    await erasePaymentContacts(transaction, userId, orderIds, identity.words);
    await eraseOrderContacts(transaction, userId);
    await eraseMessagesOf(transaction, identity.recipients, identity.words);
    await eraseRemindersOf(transaction, userId, identity.recipients);
    await eraseConsentsOf(transaction, userId);
    await eraseCartOf(transaction, userId);
    await eraseContactMessagesOf(transaction, userId, identity.emails);
    await eraseNewsletterSubscriptions(transaction, identity.emails);
    await eraseAccountRow(transaction, userId, { phones: identity.phones, addressKeys });
    await deleteUserSessions(transaction, userId);
    return changed;
  });
  // A kept review's author changed, or a review went: the products' cached answers show them.
  if (reviewsChanged) app.answerCache.clear(['products']);
}
