import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from '../../plugins/concurrency-limit';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane).
 * `Algorithm` is a const enum, which isolatedModules cannot import, so its value is spelled out.
 */
const ARGON2ID = 2;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes and verifications running at once, one per core less one, at least one; the rest wait
 * their turn in order. Each takes 19 MiB and a core for tens of milliseconds on libuv's thread
 * pool: a burst of 200 sign-ups unbounded held all four of its threads (compression and file
 * reads wait there too) and both cores, and every other request of the shop slowed with them.
 */
const hashing = concurrencyLimit(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, HASH_OPTIONS));
}

/** False for a wrong password and for a stored hash that cannot be read. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(storedHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, so that a login for an unknown email
 * cannot be told apart from a wrong password by how long the answer takes.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('a password nobody has, used only to spend time');
  await verifyPassword(await dummyHash, password);
}
