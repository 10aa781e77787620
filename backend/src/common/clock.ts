import { Injectable } from '@nestjs/common';

/**
 * Injected time, so tests move it: every cooldown, lockout and 6-month window reads it from here.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock tests can set and move without sleeping. */
export class FakeClock extends Clock {
  constructor(private current = new Date('2026-01-15T09:00:00.000Z')) {
    super();
  }

  override now(): Date {
    return new Date(this.current);
  }

  set(at: Date | string): void {
    this.current = new Date(at);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
