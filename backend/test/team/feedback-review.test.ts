import {
  FEEDBACK_BEING_CHECKED,
  REVIEW_ALREADY_DONE,
  REVIEW_NOTE_REQUIRED,
  feedbackWithheldMessage,
  type PastChallenge,
} from '@aspire/domain';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { School } from '../../src/schools/entities/school.entity';
import { burst, byStatus } from '../limits/burst';
import { asBearer } from '../support/as-bearer';
import { Student } from '../support/enrich';
import { createUser, PASSWORD, tokenFor } from '../support/factories';
import {
  answer,
  generate,
  sharedSubject,
  submit,
  taskOf,
  team,
  teamStudent,
} from '../support/team';
import { createTestApp, TestApp } from '../support/test-app';

const SETTINGS_OF = (schoolId: number) => `/api/admin/team-feedback-settings/${schoolId}`;
const REVIEWS = '/api/admin/team-feedback';

// docs/product/dashboard.md, Team Challenge: a school may have a coordinator read AI team feedback
// before the team does (approve, edit, withhold with a note), audited; off by default.
describe('team feedback checked by the school', () => {
  let t: TestApp;
  let subject: string;
  let demoId: number;
  let coordinator: string;
  let otherCoordinator: string;
  const student = () => teamStudent(t, { schoolId: demoId });

  const backoffice = async (email: string) =>
    (await t.http().post('/api/admin/login').send({ email, password: PASSWORD }).expect(200)).body
      .token as string;

  beforeAll(async () => {
    t = await createTestApp();
    const schools = t.dataSource.getRepository(School);
    demoId = (await schools.findOneByOrFail({ name: 'Demo School' })).id;
    await schools.insert({ name: 'Feedback Elsewhere', createdAt: t.clock.now() });
    const elsewhere = await schools.findOneByOrFail({ name: 'Feedback Elsewhere' });
    const coord = await createUser(t, { role: 'coordinator', schoolId: demoId });
    const other = await createUser(t, { role: 'coordinator', schoolId: elsewhere.id });
    coordinator = await backoffice(coord.email);
    otherCoordinator = await backoffice(other.email);
    subject = await sharedSubject(t, await student());
  }, 120_000); // a fresh schema, a seeded bank and sign-ins: slow on a busy machine
  afterAll(() => t.close());

  /** A team of two of the demo school through to a submitted challenge. */
  async function submitted(): Promise<{ a: Student; b: Student; taskId: string }> {
    const [a, b] = [await student(), await student()];
    const { taskId } = await team(t, a, [b], subject);
    await generate(t, a, taskId).expect(201);
    await answer(t, a, taskId, 'We would map the energy use of our school.').expect(201);
    await answer(t, b, taskId, 'And propose three changes to the head teacher.').expect(201);
    await submit(t, a, taskId).expect(201);
    return { a, b, taskId };
  }

  const reviews = async () =>
    (await asBearer(t, coordinator).get(REVIEWS, { sort: '["id","DESC"]' }).expect(200)).body as {
      id: number;
      task_id: string;
      status: string;
      draft_text: string;
    }[];

  /** The student's Past Challenges, as the portal reads them. */
  const pastOf = async (s: Student) =>
    (
      (await asBearer(t, s.token).get(`/api/team/past-challenges/${s.user.id}`).expect(200))
        .body as {
        challenges: PastChallenge[];
      }
    ).challenges;

  it('should be off by default: the team reads the feedback at once', async () => {
    await asBearer(t, coordinator)
      .get(SETTINGS_OF(demoId))
      .expect(200, { id: demoId, moderated: false });
    const { a, taskId } = await submitted();
    const { task } = await taskOf(t, a, taskId);
    expect(task.feedback_text).toMatch(/\S/);
    expect(task.feedback_status).toBe('ready');
    expect(await reviews()).toEqual([]);
  });

  it('should hold the feedback for the coordinator, who approves an edit the team then reads', async () => {
    await asBearer(t, otherCoordinator).put(SETTINGS_OF(demoId), { moderated: true }).expect(403);
    await asBearer(t, coordinator)
      .put(SETTINGS_OF(demoId), { moderated: true })
      .expect(200, { id: demoId, moderated: true });
    const { a, b, taskId } = await submitted();
    const held = await taskOf(t, b, taskId);
    expect(held.task).toMatchObject({ feedback_text: null, feedback_status: 'checking' });
    expect((await pastOf(b)).find((c) => c.taskId === taskId)).toMatchObject({
      feedback_text: null,
      feedback_status: 'checking',
      feedback_note: null,
    });
    expect(FEEDBACK_BEING_CHECKED).toBe('Your feedback is being checked by your school.');

    const [review] = await reviews();
    expect(review).toMatchObject({ task_id: taskId, status: 'pending', subject });
    // The coordinator reads the subject, question and AI text, not the students' answers.
    expect(Object.keys(review).sort()).toEqual(
      [
        'created_at',
        'draft_text',
        'final_text',
        'id',
        'note',
        'question',
        'reviewed_at',
        'school_id',
        'status',
        'subject',
        'task_id',
      ].sort(),
    );
    expect(JSON.stringify(review)).not.toContain('head teacher');
    await asBearer(t, otherCoordinator).get(`${REVIEWS}/${review.id}`).expect(403);
    await asBearer(t, otherCoordinator)
      .put(`${REVIEWS}/${review.id}`, { decision: 'approve' })
      .expect(403);

    await asBearer(t, coordinator)
      .put(`${REVIEWS}/${review.id}`, { decision: 'approve', text: 'Well argued, both of you.' })
      .expect(200)
      .expect((res) => expect(res.body).toMatchObject({ id: review.id, status: 'approved' }));
    expect((await taskOf(t, a, taskId)).task).toMatchObject({
      feedback_text: 'Well argued, both of you.',
      feedback_status: 'ready',
    });
    expect((await pastOf(b)).find((c) => c.taskId === taskId)).toMatchObject({
      feedback_text: 'Well argued, both of you.',
      feedback_status: 'ready',
    });
    await asBearer(t, coordinator)
      .put(`${REVIEWS}/${review.id}`, { decision: 'withhold', note: 'Too late' })
      .expect(409, { error: REVIEW_ALREADY_DONE });
    const audit = await t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ action: 'team_feedback_approve', resourceId: String(review.id) });
    expect(audit).toMatchObject({
      resource: 'team-feedback',
      schoolId: demoId,
      after: { status: 'approved', edited: true, text: 'Well argued, both of you.' },
    });
  });

  it('should withhold with a note the team reads, and need the note', async () => {
    const { b, taskId } = await submitted();
    const review = (await reviews()).find((r) => r.task_id === taskId)!;
    await asBearer(t, coordinator)
      .put(`${REVIEWS}/${review.id}`, { decision: 'withhold' })
      .expect(400, { error: REVIEW_NOTE_REQUIRED });
    await asBearer(t, coordinator)
      .put(`${REVIEWS}/${review.id}`, {
        decision: 'withhold',
        note: 'Please talk to Ms Park about it.',
      })
      .expect(200)
      .expect((res) => expect(res.body).toMatchObject({ status: 'withheld' }));
    expect((await taskOf(t, b, taskId)).task).toMatchObject({
      feedback_text: null,
      feedback_status: 'withheld',
      feedback_note: 'Please talk to Ms Park about it.',
    });
    expect(feedbackWithheldMessage('Please talk to Ms Park about it.')).toBe(
      'Your school withheld this feedback. Their note: Please talk to Ms Park about it.',
    );
    // The team's history says it too, for every member.
    const past = await pastOf(b);
    expect(past.find((c) => c.taskId === taskId)).toMatchObject({
      feedback_text: null,
      feedback_status: 'withheld',
      feedback_note: 'Please talk to Ms Park about it.',
    });
  });

  it('should decide once of 20 decisions sent at once, and audit a setting change once', async () => {
    const { taskId } = await submitted();
    const review = (await reviews()).find((r) => r.task_id === taskId)!;
    const results = await burst(20, (i) =>
      asBearer(t, coordinator).put(
        `${REVIEWS}/${review.id}`,
        i % 2 ? { decision: 'approve' } : { decision: 'withhold', note: 'No.' },
      ),
    );
    expect(byStatus(results)).toEqual({ 200: 1, 409: 19 });
    const audits = () =>
      t.dataSource.getRepository(AuditLog).countBy({ action: 'team_feedback_setting' });
    const before = await audits();
    const off = await burst(20, () =>
      asBearer(t, coordinator).put(SETTINGS_OF(demoId), { moderated: false }),
    );
    expect(byStatus(off)).toEqual({ 200: 20 });
    expect(await audits()).toBe(before + 1);
  });

  it('should refuse students', async () => {
    const s = await student();
    await asBearer(t, s.token).get(REVIEWS).expect(403);
    await asBearer(t, await tokenFor(t, s.user))
      .put(SETTINGS_OF(demoId), { moderated: true })
      .expect(403);
  });
});
