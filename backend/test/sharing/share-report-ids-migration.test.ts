import { ShareReportIds1736000005000 } from '../../src/database/migrations/1736000005000-ShareReportIds';
import { ShareLinkView } from '../../src/sharing/entities/share-link-view.entity';
import { ShareLink } from '../../src/sharing/entities/share-link.entity';
import { readyStudent } from '../support/enrich';
import { createLink } from '../support/sharing';
import { createTestApp, TestApp } from '../support/test-app';

/** Parent links stored before the one list of report ids (domain/src/sharing/reports.ts). */
describe('the share report ids migration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const migrate = async (step: 'up' | 'down') => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await new ShareReportIds1736000005000()[step](runner);
    } finally {
      await runner.release();
    }
  };

  it("should rename a link's reports and its logged downloads, so the link opens as before", async () => {
    const s = await readyStudent(t, {}, ['Career']);
    const made = await createLink(t, s, { reports: ['futureready', 'studystyle'] }).expect(201);
    const id = made.body.id as string;
    const links = t.dataSource.getRepository(ShareLink);
    const views = t.dataSource.getRepository(ShareLinkView);
    // As the first parent links stored them: the display names.
    await links.update(id, { reports: ['FutureReady', 'StudyStyle'] as never });
    const at = t.clock.now();
    await views.insert([
      { linkId: id, what: 'page', viewedAt: at },
      { linkId: id, what: 'StudyStyle', viewedAt: at },
    ]);

    await migrate('up');
    expect((await links.findOneByOrFail({ id })).reports).toEqual(['futureready', 'studystyle']);
    const whats = async () =>
      (await views.find({ where: { linkId: id }, order: { id: 'ASC' } })).map((v) => v.what);
    expect(await whats()).toEqual(['page', 'studystyle']);
    const shared = await t.http().get(`/api/shared/${made.body.token}`).expect(200);
    expect(shared.body.reports).toEqual(['futureready', 'studystyle']);
    expect(shared.body.futureReady.facets.length).toBeGreaterThan(0);
    await t.http().get(`/api/shared/${made.body.token}/pdf/futureready`).expect(200);

    await migrate('down');
    expect((await links.findOneByOrFail({ id })).reports).toEqual(['FutureReady', 'StudyStyle']);
    expect((await whats()).slice(0, 2)).toEqual(['page', 'StudyStyle']);
    await migrate('up');
  });
});
