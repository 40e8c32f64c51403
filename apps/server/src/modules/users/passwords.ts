import { availableParallelism } from 'node:os';
import { lazyWorkerPool } from '../../plugins/worker-pool';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane).
 * `Algorithm` is a const enum, which isolatedModules cannot import, so its value is spelled out.
 */
const ARGON2ID = 2;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes and verifications run in threads of their own at a lowered priority
 * (password-hash-task.mjs, password-thread-priority.mjs), one per core less one, at least one; the rest wait their turn in
 * order. Each takes 19 MiB and a core for tens of milliseconds: on libuv's thread pool a burst
 * of 200 sign-ups held all four of its threads (compression and file reads wait there too) and
 * both cores, and at normal priority a burst of 50 beside the checkouts still took the core the
 * bench's shoppers and the database's work needed (decision 0078).
 */
const hashWorkers = lazyWorkerPool(new URL('./password-hash-task.mjs', import.meta.url), {
  maxThreads: Math.max(1, availableParallelism() - 1),
  idleTimeoutMs: 60_000,
});

/** Ends the hashing threads; the app's onClose calls it (a later hash starts them again). */
export function closePasswordHashWorkers(): Promise<void> {
  return hashWorkers.close();
}

export function hashPassword(password: string): Promise<string> {
  return hashWorkers.run<string>({ kind: 'hash', password, options: HASH_OPTIONS });
}

/** False for a wrong password and for a stored hash that cannot be read. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await hashWorkers.run<boolean>({ kind: 'verify', storedHash, password });
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
