import { Clock } from '../common/clock';

/**
 * A value an instance reads from the database at most once per `ttlMs`: the requests meanwhile
 * share the read in flight, a failed read is forgotten at once, and a start in the future (the
 * clock went back) counts as stale. What bounds how late another instance's change is seen
 * (the question bank's version, the AI sharing setting); `forget()` after this instance's own
 * change commits makes the next request read it.
 */
export class ShortLivedRead<T> {
  private known?: { startedAt: number; value: Promise<T> };

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly read: () => Promise<T>,
  ) {}

  get(): Promise<T> {
    const now = this.clock.now().getTime();
    const known = this.known;
    if (known && known.startedAt <= now && now - known.startedAt < this.ttlMs) return known.value;
    const entry = { startedAt: now, value: this.read() };
    entry.value.catch(() => {
      if (this.known === entry) this.known = undefined;
    });
    this.known = entry;
    return entry.value;
  }

  /** The next `get()` reads again (a read in flight is dropped). */
  forget(): void {
    this.known = undefined;
  }
}
