// The page's main thread in a Lighthouse trace, as time in tasks and as CPU the thread used.
// Lighthouse's "main-thread work" is the tasks' wall time (times its CPU slowdown); on a 2-core
// machine much of that is the thread waiting for a core while Chromium's other processes (the
// browser's handling of DevTools, the compositor, the screenshots of the filmstrip) and
// Lighthouse itself run. The trace's thread times tell the page's own work from the waiting.

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderer main thread of the page: the CrRendererMain with the most events. */
function pageMainThread(events) {
  const threadNames = new Map();
  for (const event of events)
    if (event.name === 'thread_name') threadNames.set(`${event.pid}:${event.tid}`, event.args.name);
  const counts = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (threadNames.get(key) === 'CrRendererMain') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Top-level tasks of the page's main thread in `trace` (Lighthouse's artifacts.Trace): their
 * wall time and the CPU time the thread had in them, in unthrottled milliseconds.
 */
export function mainThreadTime(trace) {
  const events = trace?.traceEvents ?? [];
  const thread = pageMainThread(events);
  if (!thread) return undefined;
  const tasks = events
    .filter(
      (event) => event.ph === 'X' && TASK_NAMES.has(event.name) && `${event.pid}:${event.tid}` === thread,
    )
    .sort((a, b) => a.ts - b.ts);
  let wall = 0;
  let cpu = 0;
  let end = -1;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + task.dur;
    wall += task.dur;
    cpu += task.tdur ?? 0;
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 };
}

/** "CPU 111 of 254 ms (44 %)", or an empty text when the trace has no thread times. */
export function describeMainThreadTime(time) {
  if (!time || time.cpuMs === 0) return '';
  return `CPU ${Math.round(time.cpuMs)} of ${Math.round(time.wallMs)} ms in tasks (${Math.round((100 * time.cpuMs) / time.wallMs)} %)`;
}
