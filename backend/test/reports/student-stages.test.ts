import { RETAKE_WINDOW_MS } from '@aspire/domain';
import { refreshStages, STAGE_KEYS, STAGES } from '../../src/assessments/student-stages.repository';
import { asBearer } from '../support/as-bearer';
import { readyStudent, Student, topSubjects } from '../support/enrich';
import { tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * The funnel's per-student summary (users.<stage>_at) is kept by the services that
 * write the rows it summarises: after every write below, a rebuild from the rows (what the
 * migration's backfill runs) changes nothing.
 */
describe('funnel summary kept by the writes', () => {
  let t: TestApp;
  let s: Student;
  beforeAll(async () => {
    t = await createTestApp();
    s = await readyStudent(t);
  });
  afterAll(() => t.close());

  const columns = STAGE_KEYS.map((k) => STAGES[k].column);
  const stages = async (): Promise<Record<string, unknown>> => {
    const [row] = (await t.dataSource.query(
      `SELECT ${columns.join(', ')} FROM users WHERE id = ?`,
      [s.user.id],
    )) as Record<string, unknown>[];
    return Object.fromEntries(columns.map((c) => [c, row[c] === null ? null : String(row[c])]));
  };
  const reached = async () =>
    Object.entries(await stages())
      .filter(([, at]) => at !== null)
      .map(([column]) => column)
      .sort();
  /** What the services stored equals a rebuild from the rows. */
  const expectKept = async () => {
    const kept = await stages();
    await refreshStages(t.dataSource.manager, s.user.id);
    expect(await stages()).toEqual(kept);
  };

  it('should record each assessment started and completed, and Part I once answered', async () => {
    expect(await reached()).toEqual(
      [
        'futureready_completed_at',
        'futureready_started_at',
        'studystyle_completed_at',
        'studystyle_started_at',
        'uniready_part_i_completed_at',
        'uniready_part_i_started_at',
        'uniready_part_ii_completed_at',
      ].sort(),
    );
    await expectKept();
  });

  it('should record insights and Enrich+ when generated', async () => {
    await asBearer(t, s.token)
      .post('/api/insights/generate', { userId: s.user.id, prompt: 'ignored' })
      .expect(201);
    const subject = (await topSubjects(t, s)).uniReady[0];
    await asBearer(t, s.token)
      .post('/api/materials/generate', {
        userId: s.user.id,
        payload: { subject, prompt: 'Suggest 12 resources' },
      })
      .expect(201);
    expect(await reached()).toEqual(
      expect.arrayContaining(['insights_generated_at', 'enrich_used_at']),
    );
    await expectKept();
  });

  it('should forget an assessment whose data the student deleted', async () => {
    t.clock.advance(RETAKE_WINDOW_MS);
    s.token = await tokenFor(t, s.user);
    await asBearer(t, s.token)
      .del('/api/assessment/delete', { userId: s.user.id, assessmentType: 'Subject' })
      .expect(200);
    const after = await reached();
    expect(after).not.toContain('uniready_part_i_started_at');
    expect(after).not.toContain('uniready_part_i_completed_at');
    expect(after).not.toContain('uniready_part_ii_completed_at');
    expect(after).toContain('futureready_completed_at');
    await expectKept();
  });
});
