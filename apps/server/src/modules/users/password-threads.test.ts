import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript beside the worker tasks, without types
import { PASSWORD_THREAD_NICE } from './password-thread-priority.mjs';
import { closePasswordHashWorkers, hashPassword, verifyPassword } from './passwords';

/** The nice value of each of this process's threads (/proc/self/task/<id>/stat, field 19). */
function niceOfThreads(): Map<number, number> {
  const nice = new Map<number, number>();
  for (const task of readdirSync('/proc/self/task')) {
    try {
      const fields = readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ');
      nice.set(Number(task), Number(fields[16]));
    } catch {
      // The thread ended while it was being read.
    }
  }
  return nice;
}

describe.runIf(process.platform === 'linux')('password hashing in low-priority threads', () => {
  // An earlier file in this test process may have started the threads already.
  beforeAll(() => closePasswordHashWorkers());
  afterAll(() => closePasswordHashWorkers());

  it('hashes and checks passwords in a thread at a lowered priority, leaving the server at its own', async () => {
    const before = niceOfThreads();
    const stored = await hashPassword('a-long-correct-horse-battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'a-long-correct-horse-battery')).toBe(true);
    expect(await verifyPassword(stored, 'a-long-correct-horse-batterY')).toBe(false);
    expect(await verifyPassword('not a hash at all', 'anything')).toBe(false);

    const after = niceOfThreads();
    const lowered = [...after].filter(
      ([thread, nice]) => nice === PASSWORD_THREAD_NICE && !before.has(thread),
    );
    expect(lowered.length).toBeGreaterThanOrEqual(1);
    // The event loop's thread (its id is the process's) keeps the process's priority.
    expect(after.get(process.pid)).toBe(before.get(process.pid));
    expect(after.get(process.pid)).not.toBe(PASSWORD_THREAD_NICE);
  });
});
