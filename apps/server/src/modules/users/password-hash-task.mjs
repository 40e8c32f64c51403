// Password hashing and checking (argon2id, modules/users/passwords.ts), run in worker threads
// that lower their own priority (password-thread-priority.mjs): each hash takes a core for tens
// of milliseconds, and during a burst of sign-ups the shoppers already paying must not wait
// behind them. Plain JavaScript, copied by build.mjs beside dist/main.js like the
// password-strength task.
import { hashSync, verifySync } from '@node-rs/argon2';
import { lowerThisThreadsPriority } from './password-thread-priority.mjs';

lowerThisThreadsPriority();

/**
 * @param {{ kind: 'hash', password: string, options: object }
 *   | { kind: 'verify', storedHash: string, password: string }} task
 */
export default function passwordTask(task) {
  if (task.kind === 'hash') return hashSync(task.password, task.options);
  try {
    return verifySync(task.storedHash, task.password);
  } catch {
    // A stored hash that cannot be read matches no password.
    return false;
  }
}
