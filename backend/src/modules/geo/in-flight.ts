/**
 * One lookup per key at a time on this node: callers asking for a key while its lookup runs get
 * that lookup's result, so a burst for one point costs the geocoder one request.
 */
export class InFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, lookup: () => Promise<T>): Promise<T> {
    const current = this.running.get(key);
    if (current) return current;
    const started = lookup().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
