import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * Staff's second factor (decision 0073), owned by modules/users/two-step. Every secret is in a
 * column whose name ends in _secret or _hash, so a log of admin writes can leave it out by name.
 */

/** A staff account's TOTP secret: pending until a first code turns it on (enabled_at). */
export const staffTwoStep = pgTable('staff_two_step', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  totpSecret: text('totp_secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  /** The 30-second step of the last code taken: that code and older ones are refused (no replay). */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One-time recovery codes, SHA-256 only; a used one keeps its row with used_at. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('staff_recovery_codes_user_idx').on(table.userId)],
);

/** A browser a staff account signed in from; remembered_until lets it skip the code. */
export const staffDevices = pgTable(
  'staff_devices',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    rememberedUntil: timestamp('remembered_until', { withTimezone: true, mode: 'date' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('staff_devices_user_idx').on(table.userId)],
);

/** The short-lived token between a right password and the code. */
export const staffSignInChallenges = pgTable('staff_sign_in_challenges', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  challengeHash: text('challenge_hash').notNull().unique(),
  deviceId: integer('device_id').references(() => staffDevices.id, { onDelete: 'set null' }),
  userAgent: text('user_agent'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** The owner's one row: whether every staff account must use a second factor. */
export const staffSecuritySettings = pgTable('staff_security_settings', {
  id: integer('id').primaryKey().default(1),
  twoStepRequired: boolean('two_step_required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
