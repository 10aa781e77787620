import {
  FEED_DAILY_POST_LIMIT,
  FEED_DAY_MS,
  LINK_INVALID,
  POST_DELETE_NOT_ALLOWED,
  POST_EMPTY,
  POST_LIMIT_REACHED,
  POST_NO_SCHOOL,
  POST_NOT_ALLOWED,
  POST_NOT_FOUND,
  POST_TOO_LONG,
  PROFILE_SUBJECT_UNKNOWN,
  REACT_NOT_ALLOWED,
  type FeedPostResponse,
} from '@aspire/domain';
import { NO_PERMISSION } from '../../src/auth/decorators/auth.decorator';
import { FeedReaction } from '../../src/community/entities/feed-reaction.entity';
import { School } from '../../src/schools/entities/school.entity';
import { User } from '../../src/users/entities/user.entity';
import { asBearer } from '../support/as-bearer';
import { readyStudent, Student, topSubjects } from '../support/enrich';
import { createUser, csvRows, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

describe('community: school feed and consultant profiles (docs/decisions/0034)', () => {
  let t: TestApp;
  let demo: number;
  let elsewhere: number;
  const person = async (overrides: Partial<User>): Promise<Student> => {
    const user = await createUser(t, overrides);
    return { user, token: await tokenFor(t, user) };
  };
  const post = (who: Student, body: object) => asBearer(t, who.token).post('/api/feed', body);
  const feed = async (who: Student, before?: number) =>
    (
      await asBearer(t, who.token)
        .get('/api/feed', before ? { before: String(before) } : {})
        .expect(200)
    ).body as { posts: FeedPostResponse[]; hasMore: boolean };
  const react = (who: Student, id: number, reaction: string | null) =>
    asBearer(t, who.token).put(`/api/feed/${id}/reaction`, { reaction });

  beforeAll(async () => {
    t = await createTestApp();
    const schools = t.dataSource.getRepository(School);
    demo = (await schools.findOneByOrFail({ name: 'Demo School' })).id;
    await schools.insert({ name: 'Hill School', createdAt: t.clock.now() });
    elsewhere = (await schools.findOneByOrFail({ name: 'Hill School' })).id;
  });
  afterAll(() => t.close());

  describe('posting', () => {
    it('should let consultants and admins post, and refuse students and coordinators', async () => {
      const consultant = await person({ role: 'subject_consultant', schoolId: demo });
      const admin = await person({ role: 'admin' });
      await post(consultant, { body: 'Physics club on Friday' }).expect(201);
      await post(admin, { body: 'Welcome to the feed' }).expect(201);
      const student = await person({ schoolId: demo });
      const coordinator = await person({ role: 'coordinator', schoolId: demo });
      await post(student, { body: 'Hi' }).expect(403, { error: POST_NOT_ALLOWED });
      await post(coordinator, { body: 'Hi' }).expect(403, { error: POST_NOT_ALLOWED });
      const homeless = await person({ role: 'subject_consultant', schoolId: null });
      await post(homeless, { body: 'Hi' }).expect(403, { error: POST_NO_SCHOOL });
    });

    it('should strip HTML, keep the link, and check length and link after stripping', async () => {
      const consultant = await person({ role: 'subject_consultant', schoolId: demo });
      const res = await post(consultant, {
        body: '  <b>Open day</b> <script>alert(1)</script>at https://uni.example/open\r\n<img src=x onerror=y>',
        link: 'https://uni.example/apply',
      }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        author: { username: consultant.user.username, role: 'subject_consultant' },
        body: 'Open day alert(1)at https://uni.example/open',
        link: 'https://uni.example/apply',
        created_at: t.clock.now().toISOString(),
        reactions: {},
        myReaction: null,
        canDelete: true,
      });
      await post(consultant, { body: '<p> </p>' }).expect(400, { error: POST_EMPTY });
      await post(consultant, { body: `<i>${'x'.repeat(500)}</i>` }).expect(201);
      await post(consultant, { body: 'x'.repeat(501) }).expect(400, { error: POST_TOO_LONG });
      for (const link of ['javascript:alert(1)', 'ftp://files.example/x', 'not a link']) {
        await post(consultant, { body: 'See this', link }).expect(400, { error: LINK_INVALID });
      }
    });

    it(`should allow ${FEED_DAILY_POST_LIMIT} posts a day, also when they arrive at once`, async () => {
      const consultant = await person({ role: 'subject_consultant', schoolId: demo });
      const results = await Promise.all(
        Array.from({ length: FEED_DAILY_POST_LIMIT + 5 }, (_, i) =>
          post(consultant, { body: `Notice ${i}` }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(FEED_DAILY_POST_LIMIT);
      const refused = results.find((r) => r.status === 429)!;
      expect(refused.body).toEqual({ error: POST_LIMIT_REACHED });
      expect(Number(refused.headers['retry-after'])).toBe(FEED_DAY_MS / 1000);
      t.clock.advance(FEED_DAY_MS);
      consultant.token = await tokenFor(t, consultant.user); // sessions last hours
      await post(consultant, { body: 'A new day' }).expect(201);
    });
  });

  describe('reading', () => {
    it("should show a school's posts and admins' posts to its students only", async () => {
      const ours = await person({ role: 'subject_consultant', schoolId: demo });
      const theirs = await person({ role: 'subject_consultant', schoolId: elsewhere });
      const admin = await person({ role: 'admin' });
      const a = (await post(ours, { body: `Ours ${Date.now()}` }).expect(201)).body.id;
      const b = (await post(theirs, { body: `Theirs ${Date.now()}` }).expect(201)).body.id;
      const c = (await post(admin, { body: `Everyone ${Date.now()}` }).expect(201)).body.id;
      const ids = async (who: Student) => (await feed(who)).posts.map((p) => p.id);
      const student = await person({ schoolId: demo });
      const other = await person({ schoolId: elsewhere });
      const noSchool = await person({ schoolId: null });
      expect(await ids(student)).toEqual(expect.arrayContaining([a, c]));
      expect(await ids(student)).not.toContain(b);
      expect(await ids(other)).toEqual(expect.arrayContaining([b, c]));
      expect(await ids(other)).not.toContain(a);
      expect(await ids(noSchool)).toContain(c);
      expect(await ids(noSchool)).not.toContain(a);
      expect(await ids(admin)).toEqual(expect.arrayContaining([a, b, c]));
      const first = (await feed(student)).posts;
      expect(first.map((p) => p.id)).toEqual([...first.map((p) => p.id)].sort((x, y) => y - x));
    });

    it('should page the feed 20 at a time, newest first', async () => {
      const admin = await person({ role: 'admin' });
      for (let i = 0; i < 25; i++) await post(admin, { body: `Page post ${i}` }).expect(201);
      const student = await person({ schoolId: elsewhere });
      const one = await feed(student);
      expect(one.posts).toHaveLength(20);
      expect(one.hasMore).toBe(true);
      expect(one.posts[0].body).toBe('Page post 24');
      const two = await feed(student, one.posts[19].id);
      expect(two.posts[0].body).toBe('Page post 4');
      expect(two.posts.every((p) => p.id < one.posts[19].id)).toBe(true);
    });
  });

  describe('reactions', () => {
    let postId: number;
    let student: Student;
    beforeAll(async () => {
      const consultant = await person({ role: 'subject_consultant', schoolId: demo });
      postId = (await post(consultant, { body: 'Summer school places' }).expect(201)).body.id;
      student = await person({ schoolId: demo });
    });

    it('should keep one reaction per student, changeable and removable', async () => {
      await react(student, postId, 'like').expect(200, {
        reactions: { like: 1 },
        myReaction: 'like',
      });
      await react(student, postId, 'helpful').expect(200, {
        reactions: { helpful: 1 },
        myReaction: 'helpful',
      });
      const friend = await person({ schoolId: demo });
      await react(friend, postId, 'helpful').expect(200, {
        reactions: { helpful: 2 },
        myReaction: 'helpful',
      });
      await react(student, postId, null).expect(200, {
        reactions: { helpful: 1 },
        myReaction: null,
      });
      const seen = (await feed(friend)).posts.find((p) => p.id === postId)!;
      expect([seen.reactions, seen.myReaction]).toEqual([{ helpful: 1 }, 'helpful']);
    });

    it('should count one reaction when a student sends ten at once', async () => {
      const eager = await person({ schoolId: demo });
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => react(eager, postId, i % 2 ? 'like' : 'interested')),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(
        await t.dataSource.getRepository(FeedReaction).countBy({ postId, userId: eager.user.id }),
      ).toBe(1);
    });

    it("should refuse staff, unknown reactions and another school's posts", async () => {
      const consultant = await person({ role: 'subject_consultant', schoolId: demo });
      await react(consultant, postId, 'like').expect(403, { error: REACT_NOT_ALLOWED });
      await react(student, postId, 'love').expect(400);
      const other = await person({ schoolId: elsewhere });
      await react(other, postId, 'like').expect(404, { error: POST_NOT_FOUND });
      await react(student, 2_000_000_000, 'like').expect(404, { error: POST_NOT_FOUND });
    });
  });

  it('should let the author or an admin delete a post, and nobody else', async () => {
    const author = await person({ role: 'subject_consultant', schoolId: demo });
    const colleague = await person({ role: 'subject_consultant', schoolId: demo });
    const admin = await person({ role: 'admin' });
    const del = (who: Student, id: number) => asBearer(t, who.token).del(`/api/feed/${id}`);
    const one = (await post(author, { body: 'One' }).expect(201)).body.id;
    const two = (await post(author, { body: 'Two' }).expect(201)).body.id;
    const colleagueView = (await feed(colleague)).posts.find((p) => p.id === one)!;
    expect(colleagueView.canDelete).toBe(false);
    await del(colleague, one).expect(403, { error: POST_DELETE_NOT_ALLOWED });
    await del(author, one).expect(200, { message: 'Post deleted.' });
    await del(author, one).expect(404, { error: POST_NOT_FOUND });
    await del(admin, two).expect(200);
  });

  describe('consultant profiles', () => {
    it('should let a consultant keep one profile, stored as plain text with known subjects', async () => {
      const consultant = await person({ role: 'subject_consultant', schoolId: demo });
      const me = asBearer(t, consultant.token);
      const empty = (await me.get('/api/consultants/me').expect(200)).body;
      expect(empty.profile).toBeNull();
      expect(empty.subjectOptions).toEqual(expect.arrayContaining(['Physics', 'Law']));
      const profile = {
        headline: '<b>Physics</b> mentor',
        bio: 'Former engineer.<script>x</script>',
        subjects: ['physics', 'Mathematics'],
        contact: 'Room 12, Tuesdays 13:00',
      };
      const saved = (await me.put('/api/consultants/me', profile).expect(200)).body;
      expect(saved).toEqual({
        userId: consultant.user.id,
        username: consultant.user.username,
        headline: 'Physics mentor',
        bio: 'Former engineer.x',
        subjects: ['Physics', 'Mathematics'],
        contact: 'Room 12, Tuesdays 13:00',
        updated_at: t.clock.now().toISOString(),
      });
      await me.put('/api/consultants/me', { ...profile, headline: 'Updated' }).expect(200);
      expect((await me.get('/api/consultants/me')).body.profile.headline).toBe('Updated');
      await me
        .put('/api/consultants/me', { ...profile, subjects: ['Astrology'] })
        .expect(400, { error: PROFILE_SUBJECT_UNKNOWN });
      const student = await person({ schoolId: demo });
      await asBearer(t, student.token)
        .put('/api/consultants/me', profile)
        .expect(403, { error: NO_PERMISSION });
    });

    it('should show a student the consultants of their school who share a top subject', async () => {
      const student = await readyStudent(t, { schoolId: demo }, ['Subject']);
      const top = (await topSubjects(t, student)).uniReady;
      const options: string[] = (
        await asBearer(t, (await person({ role: 'subject_consultant' })).token).get(
          '/api/consultants/me',
        )
      ).body.subjectOptions;
      const elsewhereSubject = options.find((s) => !top.includes(s))!;
      const make = async (schoolId: number, subjects: string[]) => {
        const c = await person({ role: 'subject_consultant', schoolId });
        await asBearer(t, c.token)
          .put('/api/consultants/me', { headline: 'Mentor', bio: '', subjects, contact: 'Room 1' })
          .expect(200);
        return c.user.id;
      };
      const match = await make(demo, [elsewhereSubject, top[0]]);
      const noMatch = await make(demo, [elsewhereSubject]);
      const otherSchool = await make(elsewhere, [top[0]]);
      const list = (await asBearer(t, student.token).get('/api/consultants').expect(200)).body;
      const ids = list.consultants.map((c: { userId: string }) => c.userId);
      expect(ids).toContain(match);
      expect(ids).not.toContain(noMatch);
      expect(ids).not.toContain(otherSchool);
      expect(list.matchedOn).toEqual(top);

      const fresh = await person({ schoolId: demo });
      expect((await asBearer(t, fresh.token).get('/api/consultants')).body).toEqual({
        consultants: [],
        matchedOn: [],
      });
      const admin = await person({ role: 'admin' });
      const all = (await asBearer(t, admin.token).get('/api/consultants')).body.consultants;
      expect(all.map((c: { userId: string }) => c.userId)).toEqual(
        expect.arrayContaining([match, noMatch, otherSchool]),
      );
    });
  });

  it('should give each author their posts, reactions and profile in Download Your Data', async () => {
    const consultant = await person({ role: 'subject_consultant', schoolId: demo });
    const student = await person({ schoolId: demo });
    const id = (await post(consultant, { body: 'Exported notice' }).expect(201)).body.id;
    await react(student, id, 'interested').expect(200);
    await asBearer(t, consultant.token)
      .put('/api/consultants/me', {
        headline: 'Mentor',
        bio: '',
        subjects: ['Law'],
        contact: 'Library, Mondays',
      })
      .expect(200);
    const rows = async (who: Student) =>
      csvRows(
        (await asBearer(t, who.token).get(`/api/users/download-data/${who.user.id}`).expect(200))
          .text,
      );
    const mine = await rows(consultant);
    expect(mine).toContainEqual(['feed_posts', '1', 'body', 'Exported notice']);
    expect(mine).toContainEqual(['consultant_profile', '1', 'contact', 'Library, Mondays']);
    expect(await rows(student)).toContainEqual(['feed_reactions', '1', 'reaction', 'interested']);
  });

  it('should open both community pages to signed-in users and answer with their role', async () => {
    const consultant = await person({ role: 'subject_consultant', schoolId: demo });
    const student = await person({ schoolId: demo });
    for (const route of ['social-feed', 'consultant-profile']) {
      for (const [who, role] of [
        [student, 'user'],
        [consultant, 'subject_consultant'],
      ] as const) {
        const res = await asBearer(t, who.token)
          .get(`/api/assessment/check-access/${route}`, { userId: who.user.id })
          .expect(200);
        expect(res.body).toEqual({ access: true, hasAccess: true, error: null, role });
      }
    }
  });
});
