import { CAREER_SECTIONS } from '@aspire/domain';
import { respondent, servedBank, takeAssessment } from '../../../domain/test/simulated-cohort';
import { makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import { staffToken } from '../support/factories';
import { apiOf, simulatedStudents } from '../support/simulated-students';
import { createTestApp, TestApp } from '../support/test-app';

const EI = CAREER_SECTIONS.find((s) => s.key === 'emotionalIntelligence')!.subCategory;

/** What the FutureReady report says about Emotional Intelligence, as the student reads it. */
describe('Emotional Intelligence bands on the instrument as served', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const report = async (s: { userId: string; token: string }) =>
    (
      await asBearer(t, s.token)
        .get(`/api/assessment/scores/${s.userId}`, { assessmentType: 'Career' })
        .expect(200)
    ).body;

  it('should call the all-middle student Moderate, with the ranges of the items served, and keep each report on its own count', async () => {
    const school = await makeSchool(t, 'EI School', 'ei.test');
    const api = await apiOf(t);
    const [first, second, third] = await simulatedStudents(
      t,
      [0, 1, 2].map((i) => respondent('ei-middle', i, 'midpoint')),
      { domain: school.domain },
    );
    const served = (await servedBank(api, first, 'Career')).filter((q) => q.subCategory === EI);
    expect(served.length).toBe(20);

    await takeAssessment(api, first, first.respondent, 'Career');
    expect((await report(first)).emotionalIntelligence).toEqual({
      total: 60,
      itemCount: 20,
      band: 'moderate',
      ranges: [
        { band: 'high', min: 80, max: 100, label: 'High (80-100)' },
        { band: 'moderate', min: 60, max: 79, label: 'Moderate (60-79)' },
        { band: 'low', min: 20, max: 59, label: 'Low (below 60)' },
      ],
    });

    // An admin removes one EI question: a new instrument of 19 items.
    const admin = asBearer(t, await staffToken(t, 'admin'));
    await admin.del(`/api/admin/questions/${served[0].id}`).expect(200);
    await takeAssessment(api, second, second.respondent, 'Career');
    const fewer = (await report(second)).emotionalIntelligence;
    expect([fewer.total, fewer.itemCount, fewer.band]).toEqual([57, 19, 'moderate']);
    expect(fewer.ranges.map((r: { label: string }) => r.label)).toEqual([
      'High (76-95)',
      'Moderate (57-75)',
      'Low (below 57)',
    ]);

    // …and copies another: 20 again, then 21 items.
    await admin.post(`/api/admin/questions/${served[1].id}/copy`).expect(201);
    await admin.post(`/api/admin/questions/${served[2].id}/copy`).expect(201);
    await takeAssessment(api, third, third.respondent, 'Career');
    const more = (await report(third)).emotionalIntelligence;
    expect([more.total, more.itemCount, more.band, more.ranges[0].label]).toEqual([
      63,
      21,
      'moderate',
      'High (84-105)',
    ]);

    // The first student's report is still read on the 20 items they were served.
    expect((await report(first)).emotionalIntelligence.ranges[0].label).toBe('High (80-100)');
  });

  it('should give the other assessments no Emotional Intelligence band', async () => {
    const [s] = await simulatedStudents(t, [respondent('ei-learning', 0)], {
      domain: 'ei-learning.test',
      via: 'direct',
    });
    await takeAssessment(await apiOf(t), s, s.respondent, 'Learning');
    const body = (
      await asBearer(t, s.token)
        .get(`/api/assessment/scores/${s.userId}`, { assessmentType: 'Learning' })
        .expect(200)
    ).body;
    expect(body.emotionalIntelligence).toBeNull();
  });
});
