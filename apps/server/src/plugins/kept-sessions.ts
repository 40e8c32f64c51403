/*
 * Live sessions kept between requests (decision 0084). Every request of a signed-in shopper
 * began with the same one-row read of its session and account: six of a checkout's thirty-nine
 * statements, and on PGlite each waits its turn on the database's one thread. A session is kept
 * here, by its token's hash, only while all of these hold, and read again otherwise:
 * - the answer cache's stamp of the sessions' topic has not moved: a session ended or an account
 *   changed anywhere moves it (migration 0042's triggers notify every instance on PostgreSQL), and
 *   nothing is kept while the change channel is down;
 * - no write in this process has ended a session or changed an account since it was read
 *   (`sessionsChanged`), so PGlite, which hears no notices, and the instance that made the change
 *   forget at once, before the change has even committed;
 * - it was read less than a minute ago, a bound on what a lost notice could cost;
 * - its account is not staff: staff requests read their session every time, the second factor's
 *   and the owner's checks with it.
 * A kept session only says "live" when its own times say so now; any doubt is read again.
 */

/** The answer cache's topic the sessions' and accounts' triggers notify under (migration 0042). */
export const SESSIONS_TOPIC = 'sessions';

/** How long a session read stays usable without being read again. */
const KEEP_MS = 60_000;
/** At most this many sessions kept; the oldest kept goes first. About 400 bytes each. */
const MOST_KEPT = 10_000;

/** Writes in this process that ended a session or changed an account, through any handle. */
let changes = 0;

/** Said by a write here that ends a session or changes what a session says of its account. */
export function sessionsChanged(): void {
  changes += 1;
}

/**
 * Runs such a write, saying so before and after it: a session read while it ran is not kept,
 * whichever side of the write the read fell on (nor if the write fails).
 */
export async function changingSessions<T>(write: () => Promise<T>): Promise<T> {
  sessionsChanged();
  try {
    return await write();
  } finally {
    sessionsChanged();
  }
}

/** A session as read, its account (plugins/auth.ts's AuthenticatedUser) and its times. */
export interface KeptSession<User extends { isAdmin: boolean } = { isAdmin: boolean }> {
  user: User;
  lastUsedAt: Date;
  expiresAt: Date;
  createdAt: Date;
}

interface Entry<User extends { isAdmin: boolean }> extends KeptSession<User> {
  keptAt: number;
  stamp: number;
  changesBefore: number;
}

export class KeptSessions<User extends { isAdmin: boolean }> {
  readonly #byTokenHash = new Map<string, Entry<User>>();

  /** Taken before a session is read: what the read finds is kept only if nothing changed meanwhile. */
  static changesSoFar(): number {
    return changes;
  }

  /** The session kept for this token's hash at this stamp, unless anything since may have ended it. */
  find(tokenHash: string, stamp: number, now: number): KeptSession<User> | undefined {
    const entry = this.#byTokenHash.get(tokenHash);
    if (!entry) return undefined;
    if (entry.stamp === stamp && entry.changesBefore === changes && now - entry.keptAt < KEEP_MS)
      return entry;
    this.#byTokenHash.delete(tokenHash);
    return undefined;
  }

  /** Keeps a session just read, unless it is staff's or something changed since `changesBefore`. */
  keep(
    tokenHash: string,
    session: KeptSession<User>,
    at: { stamp: number; changesBefore: number; now: number },
  ): void {
    const entry: Entry<User> = {
      ...session,
      keptAt: at.now,
      stamp: at.stamp,
      changesBefore: at.changesBefore,
    };
    if (entry.user.isAdmin || at.changesBefore !== changes) return;
    this.#byTokenHash.delete(tokenHash);
    if (this.#byTokenHash.size >= MOST_KEPT) {
      const oldest = this.#byTokenHash.keys().next().value;
      if (oldest !== undefined) this.#byTokenHash.delete(oldest);
    }
    this.#byTokenHash.set(tokenHash, entry);
  }

  get size(): number {
    return this.#byTokenHash.size;
  }
}
