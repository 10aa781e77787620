import { SHARE_LINK_UNAVAILABLE } from '@aspire/domain';
import { asBearer } from '../support/as-bearer';
import { readyStudent } from '../support/enrich';
import { createInstances, Instances } from '../support/instances';
import { createLink, LINKS_URL } from '../support/sharing';

/**
 * A revocation is a database write every opening reads, so a link revoked on one instance is
 * refused by every other at once (the rule allows a second; no instance keeps a copy at all).
 */
describe('a parent link revoked on one instance', () => {
  let instances: Instances;
  beforeAll(async () => (instances = await createInstances(2)));
  afterAll(() => instances.close());

  it('should be refused by the other within a second', async () => {
    const [a, b] = instances.apps;
    const s = await readyStudent(a, {}, ['Career']);
    const link = await createLink(a, s).expect(201);
    const open = () => b.http().get(`/api/shared/${link.body.token}`);
    await open().expect(200);
    await asBearer(a, s.token).del(`${LINKS_URL}/${link.body.id}`).expect(200);
    const revokedAt = Date.now();
    const refused = await open();
    expect(Date.now() - revokedAt).toBeLessThan(1000);
    expect([refused.status, refused.body]).toEqual([404, { error: SHARE_LINK_UNAVAILABLE }]);
  });
});
