import { HASH_CONCURRENCY, Slots } from '../../src/auth/password.service';

/** A task that runs until `finish()` is called. */
function held() {
  let finish!: (fail?: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = (fail) => (fail ? reject(fail) : resolve());
  });
  return { finish, task: () => done };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the cap on concurrent argon2 work (issue 14, P6)', () => {
  it('should allow one hash per core, at least one', () => {
    expect(HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
  });

  it('should run at most `limit` tasks at once and start the next in order as one ends', async () => {
    const slots = new Slots(2);
    const tasks = [held(), held(), held(), held()];
    const started: number[] = [];
    const results = tasks.map((t, i) =>
      slots.run(() => {
        started.push(i);
        return t.task();
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(slots.busy).toBe(2);
    tasks[1].finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect(slots.busy).toBe(2);
    tasks[0].finish();
    tasks[2].finish();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[3].finish();
    await Promise.all(results);
    expect(slots.busy).toBe(0);
  });

  it('should free the slot of a task that fails', async () => {
    const slots = new Slots(1);
    const failing = held();
    const first = slots.run(failing.task);
    const second = slots.run(() => Promise.resolve('ran'));
    failing.finish(new Error('argon2 failed'));
    await expect(first).rejects.toThrow('argon2 failed');
    await expect(second).resolves.toBe('ran');
    expect(slots.busy).toBe(0);
  });
});
