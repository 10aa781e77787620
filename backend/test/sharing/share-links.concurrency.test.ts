import { SHARE_LINKS_FULL, SHARE_LIVE_LINKS_MAX } from '@aspire/domain';
import { ShareLink } from '../../src/sharing/entities/share-link.entity';
import { readyStudent } from '../support/enrich';
import { createLink } from '../support/sharing';
import { createTestApp, TestApp } from '../support/test-app';

/** The live-link limit under a burst (atomic-limits.md §4): never one link more than allowed. */
describe('live parent links under 50 parallel requests', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it(`should let exactly ${SHARE_LIVE_LINKS_MAX} through and refuse the rest with 409`, async () => {
    const s = await readyStudent(t, {}, []);
    const results = await Promise.all(Array.from({ length: 50 }, () => createLink(t, s)));
    const passed = results.filter((r) => r.status === 201);
    expect(passed).toHaveLength(SHARE_LIVE_LINKS_MAX);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect([refused.status, refused.body]).toEqual([409, { error: SHARE_LINKS_FULL }]);
    }
    expect(await t.dataSource.getRepository(ShareLink).countBy({ userId: s.user.id })).toBe(
      SHARE_LIVE_LINKS_MAX,
    );
  });
});
