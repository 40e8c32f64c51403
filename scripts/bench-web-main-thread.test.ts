import { describe, expect, it } from 'vitest';
import { describeMainThreadTime, mainThreadTime } from './bench-web-main-thread.mjs';

const thread = (pid: number, tid: number, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, dur: number, tdur: number, name = 'RunTask') => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  tdur,
});

describe("the page's main thread in a Lighthouse trace", () => {
  it('sums the wall and CPU time of the busiest renderer main thread, top-level tasks only', () => {
    const traceEvents = [
      thread(1, 1, 'CrBrowserMain'),
      thread(2, 2, 'CrRendererMain'),
      thread(3, 3, 'CrRendererMain'),
      task(1, 1, 0, 90_000, 80_000),
      // The page's renderer: two tasks, one with a task nested in it that is not counted twice.
      task(2, 2, 1_000, 10_000, 4_000),
      task(2, 2, 2_000, 3_000, 1_000, 'ThreadControllerImpl::RunTask'),
      task(2, 2, 20_000, 6_000, 6_000, 'ThreadControllerImpl::RunTask'),
      { name: 'Layout', ph: 'X', pid: 2, tid: 2, ts: 21_000, dur: 1_000, tdur: 1_000 },
      // Another renderer (an extension page, DevTools) with fewer events.
      task(3, 3, 0, 50_000, 50_000),
    ];
    const time = mainThreadTime({ traceEvents });
    expect(time).toEqual({ wallMs: 16, cpuMs: 10 });
    expect(describeMainThreadTime(time)).toBe('CPU 10 of 16 ms in tasks (63 %)');
  });

  it('says nothing for a trace without a renderer or without thread times', () => {
    expect(mainThreadTime({ traceEvents: [thread(1, 1, 'CrBrowserMain')] })).toBeUndefined();
    expect(describeMainThreadTime({ wallMs: 12, cpuMs: 0 })).toBe('');
  });
});
