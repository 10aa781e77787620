import { notComparedYet, PART_I, PART_III } from '@aspire/domain';
import { User } from '../../src/users/entities/user.entity';
import { DAY, makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import {
  answersFor,
  complete,
  optionBy,
  ServedQuestion,
  servedQuestions,
  subjectSession,
} from '../support/assessments';
import { createUser, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

type Facet = { facet: string; average: number; band: unknown; group: unknown; reason: string };

/**
 * The Part III panel of the UniReady report reads its own norms: the Part III session that
 * followed the student's latest UniReady, compared with the other students' latest Part III
 * (docs/product/reading-reports.md).
 */
describe('Part III norms', () => {
  let t: TestApp;
  let school: number;
  let subject: ServedQuestion[];
  let favourite: string;
  let runnerUp: string;

  beforeAll(async () => {
    t = await createTestApp();
    school = (await makeSchool(t, 'Part Three School', 'part-three.test')).id;
  });
  afterAll(() => t.close());

  async function student() {
    const user = await createUser(t, { schoolId: school });
    const token = await tokenFor(t, user);
    subject ??= await servedQuestions(t, token, 'Subject');
    [favourite, runnerUp] = [
      ...new Set(subject.filter((q) => q.category === PART_III).map((q) => q.sub_category)),
    ];
    return { user, token };
  }

  /** UniReady whose two top subjects are the first two offering Part III. */
  const uniReady = (s: { user: User; token: string }) =>
    complete(
      t,
      s.token,
      s.user.id,
      'Subject',
      subjectSession(subject, (q) =>
        q.category === PART_I || q.facet === favourite
          ? optionBy(q, 'max')
          : optionBy(q, q.facet === runnerUp ? 'mid' : 'min'),
      ),
    );

  /** Part III of both subjects, every answer the option `which`; the averages it should show. */
  async function partIII(s: { user: User; token: string }, which: 'min' | 'max') {
    const eligible = subject.filter(
      (q) => q.category === PART_III && [favourite, runnerUp].includes(q.sub_category),
    );
    const answers = answersFor(eligible, (q) => optionBy(q, which));
    const sessionId = await complete(t, s.token, s.user.id, 'SubjectPart3', answers);
    const averages = new Map<string, number>();
    for (const facet of new Set(answers.map((a) => a.facet))) {
      const scores = answers.filter((a) => a.facet === facet).map((a) => a.score);
      averages.set(facet, scores.reduce((n, x) => n + x, 0) / scores.length);
    }
    return { sessionId, averages };
  }

  const norms = (s: { user: User; token: string }) =>
    asBearer(t, s.token).get(`/api/assessment/norms/${s.user.id}`, {
      assessmentType: 'SubjectPart3',
    });

  it('shows the Part III after the latest UniReady, each student counted once, and no earlier Part III beside a newer UniReady', async () => {
    const a = await student();
    const b = await student();
    await uniReady(a);
    const first = await partIII(a, 'max');
    await uniReady(b);
    await partIII(b, 'min');

    const shown = await norms(a).expect(200);
    expect(shown.body.session_id).toBe(first.sessionId);
    const facets = shown.body.facets as Facet[];
    expect(new Map(facets.map((f) => [f.facet, f.average]))).toEqual(first.averages);
    // Two students so far: named, never banded.
    expect(facets.map((f) => [f.band, f.group, f.reason])).toEqual(
      facets.map((f) => [null, null, notComparedYet(f.facet, 2)]),
    );

    // Six months on, A takes UniReady again: the Part III that followed the earlier one is not
    // read beside the new results.
    t.clock.advance(181 * DAY);
    a.token = await tokenFor(t, a.user);
    await uniReady(a);
    expect((await norms(a).expect(404)).body).toEqual({ error: 'No completed assessment found.' });

    // A's new Part III takes the place of the first: still two students.
    const second = await partIII(a, 'min');
    const now = await norms(a).expect(200);
    expect(now.body.session_id).toBe(second.sessionId);
    expect(new Map((now.body.facets as Facet[]).map((f) => [f.facet, f.average]))).toEqual(
      second.averages,
    );
    expect((now.body.facets as Facet[]).map((f) => f.reason)).toEqual(
      (now.body.facets as Facet[]).map((f) => notComparedYet(f.facet, 2)),
    );
  });
});
