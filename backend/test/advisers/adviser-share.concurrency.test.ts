import { SHAREABLE_REPORTS, ShareableReport } from '@aspire/domain';
import { AdviserShare } from '../../src/advisers/entities/adviser-share.entity';
import { School } from '../../src/schools/entities/school.entity';
import { asBearer } from '../support/as-bearer';
import { createUser, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * A student's consent is one row however many changes meet (reference: atomic limits): 50
 * parallel shares, changes and revocations leave at most one row, holding a list one of them
 * sent, with the first share's date.
 */
describe('sharing with careers advisers under 50 parallel requests', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('should leave one consistent consent row after 50 parallel shares', async () => {
    const schoolId = (
      await t.dataSource.getRepository(School).findOneByOrFail({ name: 'Demo School' })
    ).id;
    const student = await createUser(t, { schoolId });
    const me = asBearer(t, await tokenFor(t, student));
    const url = `/api/adviser-share/${student.id}`;
    const lists: ShareableReport[][] = SHAREABLE_REPORTS.map((r) => [r]);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => me.put(url, { reports: lists[i % lists.length] })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const rows = await t.dataSource.getRepository(AdviserShare).findBy({ userId: student.id });
    expect(rows).toHaveLength(1);
    expect(lists).toContainEqual(rows[0].reports);
    expect((await me.get(url).expect(200)).body.reports).toEqual(rows[0].reports);
  });

  it('should leave no row or one whole row when shares and revocations meet', async () => {
    const schoolId = (
      await t.dataSource.getRepository(School).findOneByOrFail({ name: 'Demo School' })
    ).id;
    const student = await createUser(t, { schoolId });
    const me = asBearer(t, await tokenFor(t, student));
    const url = `/api/adviser-share/${student.id}`;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 ? me.del(url) : me.put(url, { reports: ['futureready', 'insights'] }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const rows = await t.dataSource.getRepository(AdviserShare).findBy({ userId: student.id });
    expect(rows.length).toBeLessThanOrEqual(1);
    for (const row of rows) expect(row.reports).toEqual(['futureready', 'insights']);
  });
});
