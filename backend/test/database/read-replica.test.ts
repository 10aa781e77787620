import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/env';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { detectMysqlFlavour } from '../../src/database/mysql-flavour';
import { asBearer } from '../support/as-bearer';
import { createUser, staffToken } from '../support/factories';
import { createServerDatabase } from '../support/instances';
import { createTestApp, TestApp } from '../support/test-app';
import { TestDatabase } from '../support/test-database';

/**
 * DATABASE_READ_URL (issue 18): back-office lists read the replica, everything else the primary.
 * The "replica" here is a second database with the same schema and none of the primary's rows,
 * so where a read went shows in what it answers.
 */
describe('read replica', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let replicaSource: DataSource;
  let t: TestApp;
  beforeAll(async () => {
    primary = await createServerDatabase();
    replica = await createServerDatabase();
    replicaSource = new DataSource(
      dataSourceOptions({ kind: 'mysql', url: replica.url }, await detectMysqlFlavour(replica.url)),
    );
    await replicaSource.initialize();
    await replicaSource.runMigrations();
    t = await createTestApp({ database: primary, env: { DATABASE_READ_URL: replica.url } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await replicaSource.destroy();
    await primary.drop();
    await replica.drop();
  });

  it('serves the back-office user list from the replica, and logins and writes from the primary', async () => {
    const admin = asBearer(t, await staffToken(t, 'admin')); // a login: the primary
    const student = await createUser(t, { username: 'on_primary_only' });
    const list = await admin.get('/api/admin/users', { range: '[0,99]' }).expect(200);
    // The replica has not got the rows (as if it lagged): the list shows none of them.
    expect(list.body).toEqual([]);
    const copy = { ...student, username: 'on_replica', usernameKey: 'on_replica' };
    await replicaSource.getRepository('User').insert(copy);
    const again = await admin.get('/api/admin/users', { range: '[0,99]' }).expect(200);
    expect(again.body.map((u: { username: string }) => u.username)).toEqual(['on_replica']);
    // A single read (not a list) stays on the primary.
    const one = await admin.get(`/api/admin/users/${student.id}`).expect(200);
    expect(one.body.username).toBe('on_primary_only');
  });

  it('is refused beside SQLite and when not a mysql:// URL', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'mysql://u:p@replica:3306/aspire' })).toThrow(
      /DATABASE_READ_URL needs a mysql:\/\/ DATABASE_URL/,
    );
    expect(() =>
      loadConfig({
        DATABASE_URL: 'mysql://u:p@db:3306/aspire',
        DATABASE_READ_URL: 'sqlite:replica.sqlite',
      }),
    ).toThrow(/DATABASE_READ_URL must be a mysql/);
    expect(
      loadConfig({
        DATABASE_URL: 'mysql://u:p@db:3306/aspire',
        DATABASE_READ_URL: 'mariadb://u:p@replica:3306/aspire',
      }).databaseReadUrl,
    ).toBe('mysql://u:p@replica:3306/aspire');
  });
});
