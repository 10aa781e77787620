import { notComparedYet } from '@aspire/domain';
import { InstrumentVersion } from '../../src/assessments/entities/instrument-version.entity';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { WORDING_ONLY_REFUSED } from '../../src/questions/questions-admin.service';
import { asBearer } from '../support/as-bearer';
import { answersFor, complete, servedQuestions } from '../support/assessments';
import { createUser, staffToken, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

describe('a wording-only edit keeps the norm group', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
  });
  afterAll(() => t.close());

  /** A new student completes StudyStyle; their session's version and norms. */
  async function completes() {
    const s = await createUser(t, { role: 'user' });
    const token = await tokenFor(t, s);
    const learning = await servedQuestions(t, token, 'Learning');
    const sessionId = await complete(t, token, s.id, 'Learning', answersFor(learning));
    const { instrumentVersion } = await t.dataSource
      .getRepository(AssessmentProgress)
      .findOneByOrFail({ sessionId });
    const norms = await asBearer(t, token)
      .get(`/api/assessment/norms/${s.id}`)
      .query({ assessmentType: 'Learning' })
      .expect(200);
    return { version: instrumentVersion!, learning, norms: norms.body };
  }
  const reasons = (norms: { facets: { facet: string; reason: string }[] }, n: number) =>
    norms.facets.map((f) => [f.reason, notComparedYet(f.facet, n)]);
  const sameReasons = (rows: string[][]) => rows.every(([got, want]) => got === want);

  it('joins the next version to its predecessor when an admin marks an edit wording-only; any other edit starts a new group', async () => {
    const first = await completes();
    expect(sameReasons(reasons(first.norms, 1))).toBe(true);
    const q = first.learning[0];
    const as = asBearer(t, admin);
    const current = (await as.get(`/api/admin/questions/${q.question_id}`).expect(200)).body;

    // Options changed while marked wording-only: refused, nothing written.
    const options = current.options.map((o: { optionText: string }, i: number) => ({
      ...o,
      optionText: `${o.optionText} (${i})`,
    }));
    const refused = await as.put(`/api/admin/questions/${q.question_id}`, {
      ...current,
      options,
      wording_only: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: WORDING_ONLY_REFUSED });

    const reworded = `${current.question_text} (reworded)`;
    await as
      .put(`/api/admin/questions/${q.question_id}`, {
        ...current,
        question_text: reworded,
        wording_only: true,
      })
      .expect(200);
    const audit = await t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ action: 'update_wording' });
    expect([audit.before, audit.after]).toEqual([
      expect.objectContaining({ question_text: current.question_text }),
      expect.objectContaining({ question_text: reworded }),
    ]);

    // The new version joins the first one's group: its norms count both sessions.
    const second = await completes();
    expect(second.version).not.toBe(first.version);
    const joined = await t.dataSource
      .getRepository(InstrumentVersion)
      .findOneByOrFail({ hash: second.version });
    expect(joined.normGroup).toBe(first.version);
    expect(sameReasons(reasons(second.norms, 2))).toBe(true);

    // An edit not marked wording-only starts a group of its own.
    await as
      .put(`/api/admin/questions/${q.question_id}`, {
        ...current,
        question_text: `${current.question_text} (again)`,
      })
      .expect(200);
    const third = await completes();
    expect(third.version).not.toBe(second.version);
    expect(sameReasons(reasons(third.norms, 1))).toBe(true);
  });
});
