/** What the server knows of its database's reachability, told once per change of state. */
export type ReachabilityChange =
  | { state: 'unreachable'; error: unknown }
  | { state: 'reachable'; outageMs: number; failures: number };

/**
 * Counts the failures of one outage and tells of each change of state once: during an outage
 * hundreds of requests a second fail the same way, and one log line with a count says it all.
 * Failures are reported by whoever met them (the pool, the listener, the error handler);
 * `reachable` by whoever connected or queried successfully.
 */
export class DatabaseReachability {
  private down = false;
  private since = 0;
  private count = 0;
  private readonly listeners = new Set<(change: ReachabilityChange) => void>();

  get unreachable(): boolean {
    return this.down;
  }

  /** Failures met since the outage began (0 while reachable). */
  get failures(): number {
    return this.count;
  }

  onChange(listener: (change: ReachabilityChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  failed(error: unknown): void {
    this.count += 1;
    if (this.down) return;
    this.down = true;
    this.since = Date.now();
    this.tell({ state: 'unreachable', error });
  }

  reachable(): void {
    if (!this.down) return;
    const change: ReachabilityChange = {
      state: 'reachable',
      outageMs: Date.now() - this.since,
      failures: this.count,
    };
    this.down = false;
    this.count = 0;
    this.tell(change);
  }

  private tell(change: ReachabilityChange) {
    for (const listener of this.listeners) listener(change);
  }
}
