import { JobLeasesService } from '../../src/scheduling/job-leases.service';
import { ScheduledJobs } from '../../src/scheduling/scheduled-jobs.service';
import { createTestApp, TestApp } from '../support/test-app';

describe('job leases', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('gives a free lease to exactly one of 20 parallel callers, and again once it ends', async () => {
    const leases = t.app.get(JobLeasesService);
    const now = t.clock.now();
    const first = await Promise.all(
      Array.from({ length: 20 }, () => leases.acquire('lease-test', now, 60_000)),
    );
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await leases.acquire('lease-test', new Date(now.getTime() + 59_999), 60_000)).toBe(
      false,
    );
    const later = new Date(now.getTime() + 60_000);
    const second = await Promise.all(
      Array.from({ length: 20 }, () => leases.acquire('lease-test', later, 60_000)),
    );
    expect(second.filter(Boolean)).toHaveLength(1);
    const row = await leases.find('lease-test');
    expect(row?.holder).toBe(leases.holder);
    expect(row?.leaseUntil.getTime()).toBe(later.getTime() + 60_000);
  });

  it('release frees the lease for the next caller', async () => {
    const leases = t.app.get(JobLeasesService);
    const now = t.clock.now();
    expect(await leases.acquire('release-test', now, 60_000)).toBe(true);
    expect(await leases.acquire('release-test', now, 60_000)).toBe(false);
    await leases.release('release-test', now);
    expect(await leases.acquire('release-test', now, 60_000)).toBe(true);
  });

  it('ScheduledJobs runs a job once per interval however often it is asked', async () => {
    const jobs = t.app.get(ScheduledJobs);
    let runs = 0;
    jobs.schedule({ name: 'hourly-test', everyMs: 3_600_000, run: async () => runs++ });
    const ran = await Promise.all(Array.from({ length: 10 }, () => jobs.runIfDue('hourly-test')));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    t.clock.advance(3_599_000);
    expect(await jobs.runIfDue('hourly-test')).toBe(false);
    t.clock.advance(1_000);
    expect(await jobs.runIfDue('hourly-test')).toBe(true);
    expect(runs).toBe(2);
  });

  it('starts no timer for a job whose interval is 0 (turned off), and one otherwise', () => {
    const jobs = t.app.get(ScheduledJobs);
    const timers = jest.spyOn(global, 'setInterval');
    try {
      jobs.schedule({ name: 'off-test', everyMs: 0, run: async () => undefined });
      expect(timers).not.toHaveBeenCalled();
      jobs.schedule({ name: 'daily-test', everyMs: 86_400_000, run: async () => undefined });
      expect(timers).toHaveBeenCalledTimes(1);
      expect(timers.mock.calls[0][1]).toBe(60_000);
    } finally {
      timers.mockRestore();
    }
  });
});
