import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

/** A task that runs until the test lets it finish, and records when it starts. */
function heldTask(started: number[], id: number, fail = false) {
  let release = () => {};
  const finished = new Promise<void>((resolve) => {
    release = resolve;
  });
  const task = async () => {
    started.push(id);
    await finished;
    if (fail) throw new Error(`task ${id} failed`);
    return id;
  };
  return { task, release };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('concurrency limit', () => {
  it('runs at most two tasks at once; the others wait and run in order', async () => {
    const limit = concurrencyLimit(2);
    const started: number[] = [];
    const tasks = [1, 2, 3, 4, 5].map((id) => heldTask(started, id));
    const results = tasks.map(({ task }) => limit(task));
    await settle();
    expect(started).toEqual([1, 2]);
    tasks[1]!.release();
    await settle();
    expect(started).toEqual([1, 2, 3]);
    tasks[0]!.release();
    tasks[2]!.release();
    await settle();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    tasks[3]!.release();
    tasks[4]!.release();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees the slot of a task that fails, and passes its error on', async () => {
    const limit = concurrencyLimit(1);
    const started: number[] = [];
    const failing = heldTask(started, 1, true);
    const next = heldTask(started, 2);
    const first = limit(failing.task);
    const second = limit(next.task);
    await settle();
    expect(started).toEqual([1]);
    failing.release();
    await expect(first).rejects.toThrow('task 1 failed');
    await settle();
    expect(started).toEqual([1, 2]);
    next.release();
    expect(await second).toBe(2);
    // All slots free again: a new task starts at once.
    const later = heldTask(started, 3);
    const third = limit(later.task);
    await settle();
    expect(started).toEqual([1, 2, 3]);
    later.release();
    await third;
  });
});
