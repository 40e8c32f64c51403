import type { OutboxRow } from '../../src/modules/messages';
import { withSecret } from '../../src/modules/messages/outbox/message-secret';

/**
 * The words of an outbox row as its sender sends them, its secret (a reset token, a phone
 * code) in place: how tests read a link or a code from the database, as the shopper would
 * from their mailbox or phone. Staff never can: the admin Outbox shows the row's own words.
 */
export const sentText = (row: OutboxRow): string => withSecret(row).text;
