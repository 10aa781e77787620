import { NORM_MIN_RESPONDENTS, notComparedYet, PART_I, PART_II } from '@aspire/domain';
import { simulatedCohort, takeAssessment } from '../../../domain/test/simulated-cohort';
import { makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import { insertSimulatedSessions } from '../support/simulated-sessions';
import { apiOf, simulatedStudents } from '../support/simulated-students';
import { createTestApp, TestApp } from '../support/test-app';

type FacetNorm = {
  facet: string;
  category: string;
  band: { low: number; high: number } | null;
  group: { scope: string; students: number; routed: boolean; label: string } | null;
  reason: string | null;
};

/**
 * No percentile band rests on fewer students than the minimum, checked per facet and per norm
 * group, and each group is named truthfully: a simulated UniReady cohort in which most students
 * are drawn to Health & Life Sciences, so its subjects are answered by many and the others by
 * few (Part II routes each student to their own areas).
 */
describe('the minimum behind every percentile band', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('should band a facet only from 100 students who answered it, and name each group with its size', async () => {
    const school = await makeSchool(t, 'Norms School', 'norms-min.test');
    const model = { facetMeans: { 'Health & Life Sciences': 2.5 } };
    const atSchool = await insertSimulatedSessions(
      t,
      simulatedCohort({ seed: 'min-n-school', size: 130, model }),
      'Subject',
      { schoolId: school.id },
    );
    const elsewhere = await insertSimulatedSessions(
      t,
      simulatedCohort({ seed: 'min-n-elsewhere', size: 25, model }),
      'Subject',
      { schoolId: null },
    );
    const [me] = await simulatedStudents(t, simulatedCohort({ seed: 'min-n-me', size: 1, model }), {
      domain: school.domain,
    });
    const mine = await takeAssessment(await apiOf(t), me, me.respondent, 'Subject');

    // The truth: how many completed sessions answered each facet, at the school and in all.
    const answered = (sessions: { answers: { facet: string }[] }[], facet: string) =>
      sessions.filter((s) => s.answers.some((a) => a.facet === facet)).length;
    const schoolCount = (facet: string) => answered([...atSchool, mine], facet);
    const allCount = (facet: string) => answered([...atSchool, ...elsewhere, mine], facet);

    const res = await asBearer(t, me.token)
      .get(`/api/assessment/norms/${me.userId}`, { assessmentType: 'Subject' })
      .expect(200);
    expect(res.body.min_respondents).toBe(NORM_MIN_RESPONDENTS);
    const facets = res.body.facets as FacetNorm[];
    expect(new Set(facets.map((f) => f.facet))).toEqual(new Set(mine.answers.map((a) => a.facet)));

    for (const f of facets) {
      if (f.category === PART_I) {
        // Every student answers every Part I area: the school's own 131 are enough.
        expect(f.group).toEqual({
          scope: 'school',
          students: schoolCount(f.facet),
          routed: false,
          label: `among ${schoolCount(f.facet)} students at your school who answered the same questions`,
        });
        expect(f.band).not.toBeNull();
        continue;
      }
      expect(f.category).toBe(PART_II);
      const n = allCount(f.facet);
      if (n >= NORM_MIN_RESPONDENTS) {
        expect([f.facet, f.group]).toEqual([
          f.facet,
          {
            scope: 'all',
            students: n,
            routed: true,
            label: `among ${n} students who answered the ${f.facet} questions (students whose earlier answers led them there, not all students)`,
          },
        ]);
        expect(f.band).not.toBeNull();
      } else {
        expect([f.facet, f.band, f.group, f.reason]).toEqual([
          f.facet,
          null,
          null,
          notComparedYet(f.facet, n),
        ]);
      }
    }
    // Both cases occur: a popular subject with a band, a rarer one without.
    const partII = facets.filter((f) => f.category === PART_II);
    expect(partII.some((f) => f.band)).toBe(true);
    expect(partII.some((f) => !f.band)).toBe(true);
    expect(facets.some((f) => f.group?.routed && /your school/.test(f.group.label))).toBe(false);
  });
});
