import {
  accountCooldownEnd,
  accountCooldownMessage,
  inviteLimitMessage,
} from '../account/cooldowns';
import { runningWindowEnd, windowEnd } from './windows';

const START = new Date('2026-03-01T12:00:00.000Z');

describe('time windows (one helper for retake, insights, invites, cooldowns)', () => {
  it('ends windowMs after its start and runs until then, not at the end itself', () => {
    const end = windowEnd(START, 1000);
    expect(end).toEqual(new Date('2026-03-01T12:00:01.000Z'));
    expect(runningWindowEnd(START, 1000, new Date(end.getTime() - 1))).toEqual(end);
    expect(runningWindowEnd(START, 1000, end)).toBeNull();
  });

  it('has no running window without a readable start', () => {
    expect(runningWindowEnd(null, 1000, START)).toBeNull();
    expect(runningWindowEnd('garbage', 1000, START)).toBeNull();
  });

  it('gives the account cooldown of 30 days and the server texts with the day it lifts', () => {
    const end = accountCooldownEnd(START, START);
    expect(end).toEqual(new Date('2026-03-31T12:00:00.000Z'));
    expect(accountCooldownMessage('email', end as Date)).toBe(
      'Email address restricted to one change per month. Next possible on 2026-03-31.',
    );
    expect(inviteLimitMessage(end as Date)).toBe(
      'You can add 2 emails every 6 months. Next available on 2026-03-31.',
    );
  });
});
