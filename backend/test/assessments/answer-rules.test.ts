import {
  ANSWER_ALREADY_SUBMITTED,
  PART_I,
  PART_II,
  PART_III,
  RETAKE_WINDOW_MS,
} from '@aspire/domain';
import {
  COMPLETE_ALL,
  notInPartII,
  notInPartIII,
  PART_II_FIRST,
  PART_III_OF_EARLIER_SESSION,
  SESSION_OF_ANOTHER_USER,
} from '../../src/assessments/assessment-messages';
import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { asBearer } from '../support/as-bearer';
import {
  answersFor,
  complete,
  newSessionId,
  optionBy,
  ServedQuestion,
  servedQuestions,
  subjectSession,
} from '../support/assessments';
import { createUser, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;

// The latest answer wins until completion, a session belongs to one
// user, a completion needs its whole instrument, and Part III follows its Part II session.
describe('answer and completion rules', () => {
  let t: TestApp;
  let career: ServedQuestion[];
  let subject: ServedQuestion[];

  beforeAll(async () => {
    t = await createTestApp();
    const token = await tokenFor(t, await createUser(t));
    career = await servedQuestions(t, token, 'Career');
    subject = await servedQuestions(t, token, 'Subject');
  });
  afterAll(() => t.close());

  /** A student whose calls always carry their current token (the clock moves in some tests). */
  async function student(role: 'user' | 'admin' = 'user') {
    const user = await createUser(t, { role });
    const s = {
      user,
      token: await tokenFor(t, user),
      /** signs in again after the clock moved past the token's lifetime */
      refresh: async () => {
        s.token = await tokenFor(t, user);
      },
      submit: (type: string, sessionId: string, answers: ReturnType<typeof answersFor>) =>
        asBearer(t, s.token).post('/api/assessment/submit-batch', {
          userId: user.id,
          assessmentType: type,
          sessionId,
          answers,
        }),
      save: (type: string, sessionId: string, completed = true, extra: object = {}) =>
        asBearer(t, s.token).post('/api/assessment/save-progress', {
          userId: user.id,
          assessmentType: type,
          sessionId,
          lastCompletionDate: completed ? t.clock.now().toISOString() : null,
          ...extra,
        }),
      get: (url: string, query: Record<string, string>) => asBearer(t, s.token).get(url, query),
    };
    return s;
  }
  type Student = Awaited<ReturnType<typeof student>>;

  const stored = (sessionId: string) =>
    t.dataSource
      .getRepository(AssessmentAnswer)
      .find({ where: { sessionId }, order: { id: 'ASC' } });
  const progressOf = (sessionId: string) =>
    t.dataSource.getRepository(AssessmentProgress).findOneBy({ sessionId });
  const min = (q: ServedQuestion) => optionBy(q, 'min');
  const max = (q: ServedQuestion) => optionBy(q, 'max');

  describe('until completion', () => {
    it('should keep the latest answer to each question and say what it stored', async () => {
      const s = await student();
      const sessionId = newSessionId();
      const first = answersFor(career.slice(0, 10), min);
      const firstReply = await s.submit('Career', sessionId, first).expect(201);
      expect(firstReply.body).toEqual({
        message: 'Answers submitted successfully',
        inserted: 10,
        updated: 0,
        unchanged: 0,
      });
      // A failed save, then the student changes three answers and sends the batch again.
      const changed = answersFor(career.slice(0, 10), (q) =>
        career.indexOf(q) < 3 ? max(q) : min(q),
      );
      const again = await s.submit('Career', sessionId, changed).expect(201);
      expect(again.body).toMatchObject({ inserted: 0, updated: 3, unchanged: 7 });
      expect((await stored(sessionId)).map((a) => a.score)).toEqual(changed.map((a) => a.score));

      const all = [...changed, ...answersFor(career.slice(10), min)];
      const rest = await s.submit('Career', sessionId, all).expect(201);
      expect(rest.body).toMatchObject({ inserted: career.length - 10, updated: 0, unchanged: 10 });
      await s.save('Career', sessionId).expect(201);
      const rows = await stored(sessionId);
      expect(rows).toHaveLength(career.length);
      expect(rows.map((a) => a.score)).toEqual(all.map((a) => a.score));
    });

    it('should refuse any change once the session is completed, also for an admin', async () => {
      const admin = await student('admin');
      const answers = answersFor(career, min);
      const sessionId = await complete(t, admin.token, admin.user.id, 'Career', answers);
      const before = await stored(sessionId);
      const res = await admin.submit('Career', sessionId, answersFor(career.slice(0, 1), max));
      expect([res.status, res.body]).toEqual([409, { error: ANSWER_ALREADY_SUBMITTED }]);
      expect(await stored(sessionId)).toEqual(before);
    });

    it("should answer 403 to answers or progress sent with another user's session", async () => {
      const a = await student();
      const b = await student();
      const sessionId = newSessionId();
      await a.submit('Career', sessionId, answersFor(career.slice(0, 5), min)).expect(201);
      const before = await stored(sessionId);

      for (const res of [
        await b.submit('Career', sessionId, answersFor(career.slice(0, 8), max)),
        await b.save('Career', sessionId, false),
        await b.save('Career', sessionId, true),
      ]) {
        expect([res.status, res.body]).toEqual([403, { error: SESSION_OF_ANOTHER_USER }]);
      }
      expect(await stored(sessionId)).toEqual(before);
      expect(await progressOf(sessionId)).toBeNull();

      // A session that so far holds only a progress row is its writer's too.
      const saved = newSessionId();
      await a.save('Learning', saved, false).expect(201);
      await b
        .submit(
          'Learning',
          saved,
          answersFor((await servedQuestions(t, b.token, 'Learning')).slice(0, 1)),
        )
        .expect(403);
      await a.submit('Career', sessionId, answersFor(career.slice(5, 6), min)).expect(201);
    });
  });

  describe('completion', () => {
    it('should refuse a FutureReady completion with 6 of 85 answers', async () => {
      const s = await student();
      const sessionId = newSessionId();
      await s.submit('Career', sessionId, answersFor(career.slice(0, 6))).expect(201);
      const res = await s.save('Career', sessionId);
      expect([res.status, res.body]).toEqual([400, { error: COMPLETE_ALL }]);
      expect(await progressOf(sessionId)).toBeNull();
      await s.submit('Career', sessionId, answersFor(career.slice(6))).expect(201);
      await s.save('Career', sessionId).expect(201);
      expect((await progressOf(sessionId))?.isCompleted).toBe(true);
    });

    it('should refuse a UniReady completion with 2 Part II answers', async () => {
      const s = await student();
      const sessionId = newSessionId();
      const partIAndTwo = [
        ...answersFor(subject.filter((q) => q.category === PART_I)),
        ...answersFor(subject.filter((q) => q.category === PART_II).slice(0, 2)),
      ];
      await s.submit('Subject', sessionId, partIAndTwo).expect(201);
      const res = await s.save('Subject', sessionId);
      expect([res.status, res.body]).toEqual([400, { error: COMPLETE_ALL }]);
      expect(await progressOf(sessionId)).toBeNull();
    });

    it('should refuse Part II answers outside the top Part I areas', async () => {
      const s = await student();
      const partI = subject.filter((q) => q.category === PART_I);
      const [top, second] = [...new Set(partI.map((q) => q.sub_category))];
      // One clear favourite, one clear runner-up: Part II covers those two areas only.
      const pick = (q: ServedQuestion) =>
        q.sub_category === top ? max(q) : q.sub_category === second ? optionBy(q, 'mid') : min(q);
      const answers = subjectSession(subject, pick);
      expect(
        new Set(answers.filter((a) => a.category === PART_II).map((a) => a.subCategory)),
      ).toEqual(new Set([top, second]));
      const stray = subject.find(
        (q) => q.category === PART_II && ![top, second].includes(q.sub_category),
      )!;
      const sessionId = newSessionId();
      await s.submit('Subject', sessionId, [...answers, ...answersFor([stray])]).expect(201);
      const res = await s.save('Subject', sessionId);
      expect([res.status, res.body]).toEqual([400, { error: notInPartII(stray.question_id) }]);
      await complete(t, s.token, s.user.id, 'Subject', answers);
    });
  });

  describe('Part III', () => {
    const partIIISubjects = () => [
      ...new Set(subject.filter((q) => q.category === PART_III).map((q) => q.sub_category)),
    ];
    const partIIIOf = (subjects: string[]) =>
      subject.filter((q) => q.category === PART_III && subjects.includes(q.sub_category));

    /** A completed UniReady whose top Part II subjects are `favourite` and then `runnerUp`. */
    async function uniReady(s: Student, favourite: string, runnerUp: string) {
      const pick = (q: ServedQuestion) =>
        q.category === PART_I || q.facet === favourite
          ? max(q)
          : q.facet === runnerUp
            ? optionBy(q, 'mid')
            : min(q);
      return complete(t, s.token, s.user.id, 'Subject', subjectSession(subject, pick));
    }

    it('should refuse Part III answers and completion without a UniReady completion', async () => {
      const s = await student();
      const sessionId = newSessionId();
      const answers = answersFor(partIIIOf(partIIISubjects().slice(0, 1)));
      for (const res of [
        await s.submit('SubjectPart3', sessionId, answers),
        await s.save('SubjectPart3', sessionId),
      ]) {
        expect([res.status, res.body]).toEqual([409, { error: PART_II_FIRST }]);
      }
      expect(await stored(sessionId)).toEqual([]);
    });

    it('should take Part III answers only for the eligible subjects the server computed', async () => {
      const s = await student();
      const [favourite, runnerUp, other] = partIIISubjects();
      const partII = await uniReady(s, favourite, runnerUp);
      const sessionId = newSessionId();
      const outside = await s.submit(
        'SubjectPart3',
        sessionId,
        answersFor(partIIIOf([favourite, other])),
      );
      const firstOther = partIIIOf([other])[0].question_id;
      expect([outside.status, outside.body]).toEqual([400, { error: notInPartIII(firstOther) }]);
      expect(await stored(sessionId)).toEqual([]);

      const eligible = answersFor(partIIIOf([favourite, runnerUp]));
      await s.submit('SubjectPart3', sessionId, eligible.slice(0, 4)).expect(201);
      const early = await s.save('SubjectPart3', sessionId);
      expect([early.status, early.body]).toEqual([400, { error: COMPLETE_ALL }]);
      await s.submit('SubjectPart3', sessionId, eligible).expect(201);
      // The browser's topFacets are ignored: the completion records the server's subjects.
      await s.save('SubjectPart3', sessionId, true, { topFacets: ['Law', 'Anything'] }).expect(201);
      expect(await progressOf(sessionId)).toMatchObject({
        isCompleted: true,
        topFacets: [favourite, runnerUp],
        partIISessionId: partII,
      });
    });

    it('should show no Part III results of an earlier UniReady session after a retake', async () => {
      const s = await student();
      const [a, b, c] = partIIISubjects();
      const scores = () =>
        s.get(`/api/assessment/scores/${s.user.id}`, { assessmentType: 'SubjectPart3' });
      const raw = (sessionId?: string) =>
        s.get(`/api/assessment/visualizations/${s.user.id}`, {
          assessmentType: 'SubjectPart3',
          ...(sessionId ? { sessionId } : {}),
        });
      const latestPartIII = () =>
        s.get(`/api/assessment/progress/${s.user.id}`, {
          assessmentType: 'SubjectPart3',
          fetchLatest: 'true',
        });

      await uniReady(s, a, b);
      const unfinished = newSessionId();
      await s
        .submit('SubjectPart3', unfinished, answersFor(partIIIOf([a]).slice(0, 1)))
        .expect(201);
      await s.save('SubjectPart3', unfinished, false).expect(201);
      t.clock.advance(90 * DAY);
      await s.refresh();
      const first = await complete(
        t,
        s.token,
        s.user.id,
        'SubjectPart3',
        answersFor(partIIIOf([a, b])),
      );
      expect((await scores().expect(200)).body.sessionId).toBe(first);
      expect((await raw().expect(200)).body).toHaveLength(partIIIOf([a, b]).length);

      // Six months after the first UniReady, a retake whose top subjects differ.
      t.clock.advance(RETAKE_WINDOW_MS - 90 * DAY);
      await s.refresh();
      await uniReady(s, c, b);
      await scores().expect(404);
      expect((await raw().expect(200)).body).toEqual([]);
      expect((await raw(first).expect(200)).body).toEqual([]);
      await latestPartIII().expect(404);
      const late = await s.submit(
        'SubjectPart3',
        unfinished,
        answersFor(partIIIOf([a]).slice(1, 2)),
      );
      expect([late.status, late.body]).toEqual([409, { error: PART_III_OF_EARLIER_SESSION }]);

      // The new UniReady opens its own Part III, although the last one is under 6 months old.
      const second = await complete(
        t,
        s.token,
        s.user.id,
        'SubjectPart3',
        answersFor(partIIIOf([c, b])),
      );
      const now = await scores().expect(200);
      expect(now.body.sessionId).toBe(second);
      expect(now.body.facets).toHaveLength(new Set(partIIIOf([c, b]).map((q) => q.facet)).size);
      expect((await latestPartIII().expect(200)).body.sessionId).toBe(second);
    });
  });
});
