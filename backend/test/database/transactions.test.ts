import { School } from '../../src/schools/entities/school.entity';
import { Transactions } from '../../src/database/transactions';
import { UNSERIALISED_TRANSACTION } from '../../src/database/sqlite-serial';
import { createTestApp, TestApp } from '../support/test-app';

/** A promise and the function that resolves it, to order steps without timers. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

// atomic-limits.md §3: transactions never interleave on better-sqlite3's single connection, and a
// rolled-back transaction takes nobody else's write with it; on MariaDB the row lock serialises.
describe('Transactions', () => {
  let t: TestApp;
  let tx: Transactions;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    tx = t.app.get(Transactions);
  });
  afterAll(() => t.close());

  const schools = () => t.dataSource.getRepository(School);
  const named = (name: string) => schools().existsBy({ name });

  it('should keep a write made beside a transaction that then rolls back', async () => {
    const inserted = signal();
    const proceed = signal();
    const failing = tx.run(async (manager) => {
      await manager.insert(School, { name: 'inside', createdAt: t.clock.now() });
      inserted.resolve();
      await proceed.promise;
      throw new Error('roll back');
    });
    await inserted.promise;
    // Another request's write, issued while the transaction is open.
    const beside = schools().insert({ name: 'beside', createdAt: t.clock.now() });
    proceed.resolve();
    await expect(failing).rejects.toThrow('roll back');
    await beside;
    expect([await named('inside'), await named('beside')]).toEqual([false, true]);
  });

  it('should let 20 read-then-write transactions on one locked row each see the last', async () => {
    await schools().insert({ name: 'counter-0', createdAt: t.clock.now() });
    const { id } = await schools().findOneByOrFail({ name: 'counter-0' });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        tx.locked(School, { id }, async (manager, row) => {
          const n = Number(row!.name.split('-')[1]);
          await new Promise((resolve) => setImmediate(resolve)); // give the others a turn
          await manager.update(School, id, { name: `counter-${n + 1}` });
        }),
      ),
    );
    expect((await schools().findOneByOrFail({ id })).name).toBe('counter-20');
  });

  it('should refuse on SQLite a transaction TypeORM would open behind its back', async () => {
    const save = schools().save({ name: 'implicit', createdAt: t.clock.now() });
    if (t.dataSource.options.type === 'better-sqlite3') {
      await expect(save).rejects.toThrow(UNSERIALISED_TRANSACTION);
    } else {
      await expect(save).resolves.toMatchObject({ name: 'implicit' });
    }
  });
});
