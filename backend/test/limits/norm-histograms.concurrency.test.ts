import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { storedFacetTotals } from '../../src/assessments/facet-totals.repository';
import { totalHistograms } from '../support/cohort-reference';
import { makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import { answersFor, newSessionId, servedQuestions } from '../support/assessments';
import { createUser, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { burst, byStatus } from './burst';

const STUDENTS = 50;
type Bin = { facet: string; items: number; total: number; count: number };
const bins = (rows: Bin[]) =>
  rows.map((r) => [r.facet, r.items, r.total, r.count].join('|')).sort();

// The norm histograms are kept by each completion with one atomic upsert per chunk
// (docs/decisions/0070-norm-histograms-kept.md): completions arriving together must all count.
describe('norm histograms under parallel completions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`counts every one of ${STUDENTS} completions sent at once, in the school and in all schools`, async () => {
    const school = (await makeSchool(t, 'Busy Hill', 'busy-hill.test')).id;
    const started: { id: string; token: string; sessionId: string }[] = [];
    let learning: Awaited<ReturnType<typeof servedQuestions>> = [];
    for (let n = 0; n < STUDENTS; n++) {
      const s = await createUser(t, { role: 'user', schoolId: school });
      const token = await tokenFor(t, s);
      if (!learning.length) learning = await servedQuestions(t, token, 'Learning');
      const sessionId = newSessionId();
      // Students answer differently, so their facet totals spread over several rows; many
      // share a row, which is where lost updates would show.
      await asBearer(t, token)
        .post('/api/assessment/submit-batch', {
          userId: s.id,
          assessmentType: 'Learning',
          sessionId,
          answers: answersFor(learning, (q) => (q.question_id + (n % 3)) % q.options.length),
        })
        .expect(201);
      started.push({ id: s.id, token, sessionId });
    }

    const sent = await burst(STUDENTS, (i) =>
      asBearer(t, started[i].token).post('/api/assessment/save-progress', {
        userId: started[i].id,
        assessmentType: 'Learning',
        sessionId: started[i].sessionId,
        lastCompletionDate: t.clock.now().toISOString(),
      }),
    );
    expect(byStatus(sent)).toEqual({ 201: STUDENTS });

    const m = t.dataSource.manager;
    const { instrumentVersion: version } = await m
      .getRepository(AssessmentProgress)
      .findOneByOrFail({ sessionId: started[0].sessionId });
    const kept = await storedFacetTotals(m, 'Learning', [version], school);
    const rebuilt = await totalHistograms(m, { type: 'Learning', version, schoolId: school });
    expect(bins(kept.school!)).toEqual(bins(rebuilt));
    expect(bins(kept.all)).toEqual(bins(rebuilt));
    // Every facet's histogram holds all of them.
    const perFacet = new Map<string, number>();
    for (const r of kept.all) perFacet.set(r.facet, (perFacet.get(r.facet) ?? 0) + r.count);
    expect(perFacet.size).toBeGreaterThan(0);
    expect([...new Set(perFacet.values())]).toEqual([STUDENTS]);
  });
});
