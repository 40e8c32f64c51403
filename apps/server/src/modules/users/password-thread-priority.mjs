// The priority of the threads that check and hash passwords (password-strength-task.mjs,
// password-hash-task.mjs): on Linux a thread's nice value is its own, so lowering it there
// leaves the server's event loop (and the database in it, on PGlite) at the process's priority,
// and shoppers already paying go before a crowd signing up (decision 0078). Plain JavaScript,
// copied by build.mjs beside dist/main.js with the tasks.
import { setPriority } from 'node:os';

/**
 * Nice 10: about a tenth of a core's time when a thread at the normal priority wants the same
 * core, so the checkouts go first and the sign-ups still move (at 19, the lowest, a sign-up
 * beside a busy test run took seconds).
 */
export const PASSWORD_THREAD_NICE = 10;

/** Called once by each task's thread as it starts; never in the server's own thread. */
export function lowerThisThreadsPriority() {
  try {
    setPriority(PASSWORD_THREAD_NICE);
  } catch {
    // A system that refuses: the thread runs at the normal priority.
  }
}
