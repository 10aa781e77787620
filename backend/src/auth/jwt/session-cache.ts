import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { AuthUser } from '../auth-user';

/**
 * How long one instance may keep trusting a token it checked against the database without
 * checking again: the bound on revocation across instances. A logout, "log out
 * everywhere", a password reset, a role change or an erasure on one instance is refused by every
 * other instance at most this long after it committed; on the instance that did it, at once
 * (the writer calls SessionCache.revokeUser after its commit).
 */
export const SESSION_CACHE_MS = 1000;
/** More live tokens than this in one second and the cache starts over (memory bound). */
const MAX_ENTRIES = 10_000;

/** A fully verified token: its caller and its expiry (seconds since the epoch, from `exp`). */
export type VerifiedToken = { user: AuthUser; exp: number };
type Entry = { verified: VerifiedToken; from: number; until: number };

/**
 * The per-instance memory of tokens recently verified in full (signature, expiry, live session
 * row, token version): the common request then costs a map lookup instead of a JWT verify and a
 * database read. Only fully verified tokens are stored, keyed by the exact token string, so a
 * forged or altered token can never hit; failures are never stored.
 *
 * Freshness is measured from when the database read *started*, so an entry can never outlive a
 * revocation committed after its read began by more than SESSION_CACHE_MS; time is the injected
 * Clock (tests move it), and an entry whose start lies in the future (the clock went back) counts
 * as stale. A read
 * that was in flight while this instance revoked is not stored (generation check), and in-flight
 * reads are not shared with requests arriving after a revocation.
 */
@Injectable()
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<VerifiedToken | null>>();
  private generation = 0;
  /** SESSION_CACHE_MS; never more (the documented bound). */
  readonly ttlMs = SESSION_CACHE_MS;

  constructor(private readonly clock: Clock) {}

  /**
   * The cached caller for `token`, else `load()`'s answer (stored when it is a user). Concurrent
   * misses for the same token share one load.
   */
  async resolve(
    token: string,
    load: () => Promise<VerifiedToken | null>,
  ): Promise<VerifiedToken | null> {
    const now = this.clock.now().getTime();
    const hit = this.entries.get(token);
    if (hit) {
      if (hit.from <= now && now < hit.until) return hit.verified;
      this.entries.delete(token);
    }
    const shared = this.pending.get(token);
    if (shared) return shared;
    const generation = this.generation;
    const loading = load().then(
      (verified) => {
        if (this.pending.get(token) === loading) this.pending.delete(token);
        if (verified && generation === this.generation) this.store(token, verified, now);
        return verified;
      },
      (error: unknown) => {
        if (this.pending.get(token) === loading) this.pending.delete(token);
        throw error;
      },
    );
    this.pending.set(token, loading);
    return loading;
  }

  /**
   * The cached verification of `token` if it is still fresh, else null (no load): lets the guard
   * answer a cached token without passport-jwt checking its signature again, since the entry is
   * keyed by the exact token string whose signature was checked when it was stored.
   */
  peek(token: string): VerifiedToken | null {
    const hit = this.entries.get(token);
    if (!hit) return null;
    const now = this.clock.now().getTime();
    return hit.from <= now && now < hit.until ? hit.verified : null;
  }

  /** Forgets every token of `userId` on this instance; call it after the revoking commit. */
  revokeUser(userId: string): void {
    this.generation++;
    this.pending.clear();
    for (const [token, entry] of this.entries) {
      if (entry.verified.user.id === userId) this.entries.delete(token);
    }
  }

  private store(token: string, verified: VerifiedToken, readStartedAt: number) {
    if (this.entries.size >= MAX_ENTRIES) {
      const now = this.clock.now().getTime();
      for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    }
    this.entries.set(token, { verified, from: readStartedAt, until: readStartedAt + this.ttlMs });
  }
}
