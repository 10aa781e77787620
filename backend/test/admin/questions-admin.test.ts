import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { bumpVersion } from '../../src/app-state/version-counter.repository';
import { Facet } from '../../src/questions/entities/facet.entity';
import { Question } from '../../src/questions/entities/question.entity';
import {
  BANK_VERSION_TTL_MS,
  QUESTION_BANK_VERSION,
} from '../../src/questions/question-bank.service';
import { QUESTION_MESSAGES } from '../../src/questions/question-input';
import { createUser, csvRows, staffToken, tokenFor } from '../support/factories';
import { asBearer } from '../support/as-bearer';
import { createTestApp, TestApp } from '../support/test-app';

const form = (overrides: Record<string, unknown> = {}) => ({
  question_number: 9001,
  question_text: 'I like to build model bridges.',
  example_info: null,
  options: [
    { optionText: 'No', score: 0 },
    { optionText: 'Yes', score: 4 },
  ],
  answer_type: 'multiple-choice',
  category: 'Part II',
  sub_category: 'Engineering & Technology',
  facet: null,
  status: 'Subject Assessments',
  taxonomy: [' Part III ', '', 'Part III', 'ISCED-F 0732'],
  ...overrides,
});

describe('/api/admin/questions and /api/admin/facets', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
  });
  afterAll(() => t.close());

  const as = (token: string) => asBearer(t, token);

  it('should list by assessment, newest number first, with Content-Range', async () => {
    const total = await t.dataSource
      .getRepository(Question)
      .countBy({ status: 'Career Assessments' });
    const res = await as(admin)
      .get('/api/admin/questions', { range: '[0,4]', filter: '{"status":"Career Assessments"}' })
      .expect(200);
    expect(res.headers['content-range']).toBe(`questions 0-4/${total}`);
    const numbers = res.body.map((q: { question_number: number }) => q.question_number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(res.body.every((q: { status: string }) => q.status === 'Career Assessments')).toBe(true);
  });

  it('should search text, category and facet case-insensitively', async () => {
    const res = await as(admin).get('/api/admin/questions', {
      filter: '{"q":"REALISTIC"}',
      range: '[0,99]',
    });
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((q: { facet: string }) => q.facet === 'Realistic')).toBe(true);
  });

  it.each([
    ['question_number', { question_number: '' }, QUESTION_MESSAGES.number],
    ['question_text', { question_text: '  ' }, QUESTION_MESSAGES.text],
    ['category', { category: '' }, QUESTION_MESSAGES.category],
    ['sub_category', { sub_category: '' }, QUESTION_MESSAGES.subCategory],
    ['options (none)', { options: [] }, QUESTION_MESSAGES.noOptions],
    [
      'options (negative score)',
      { options: [{ optionText: 'x', score: -1 }] },
      QUESTION_MESSAGES.option,
    ],
    [
      'options (fraction)',
      { options: [{ optionText: 'x', score: 1.5 }] },
      QUESTION_MESSAGES.option,
    ],
  ])('should refuse a missing or bad %s with its message', async (_field, change, message) => {
    await as(admin).post('/api/admin/questions', form(change)).expect(400, { error: message });
  });

  // The assessment's scale and facet list decide, not anything the form sends.
  it.each([9, 1_000_000])(
    'should refuse an option score of %s outside the 0–5 scale',
    async (score) => {
      const res = await as(admin)
        .post(
          '/api/admin/questions',
          form({ question_number: 9101, options: [{ optionText: 'x', score }] }),
        )
        .expect(400);
      expect(res.body).toEqual({
        error: 'Option scores for Subject Assessments must be whole numbers from 0 to 5.',
      });
      expect(await t.dataSource.getRepository(Question).existsBy({ questionNumber: 9101 })).toBe(
        false,
      );
    },
  );

  const facetNamed = async (status: string, name: string) => {
    const res = await as(admin)
      .get('/api/admin/facets', { filter: JSON.stringify({ status, q: name }), range: '[0,9]' })
      .expect(200);
    return res.body.find((f: { name: string }) => f.name === name) as {
      id: number;
      sub_category: string;
    };
  };

  it("should refuse a facet from another sub-category, and keep the question's own", async () => {
    const achievement = await facetNamed('Career Assessments', 'Achievement');
    const career = {
      question_number: 9102,
      status: 'Career Assessments',
      category: 'FutureReady',
      options: [{ optionText: 'Yes', score: 5 }],
      taxonomy: [],
    };
    const wrong = await as(admin)
      .post(
        '/api/admin/questions',
        form({ ...career, sub_category: 'Emotional Intelligence', facet_id: achievement.id }),
      )
      .expect(400);
    expect(wrong.body.error).toBe(
      'The facet "Achievement" belongs to the sub-category "Working Preferences & Values", not "Emotional Intelligence".',
    );
    const right = await as(admin)
      .post(
        '/api/admin/questions',
        form({ ...career, sub_category: achievement.sub_category, facet_id: achievement.id }),
      )
      .expect(201);
    expect(right.body.facet).toBe('Achievement');
    await as(admin)
      .put(
        `/api/admin/questions/${right.body.id}`,
        form({ ...career, sub_category: 'Big Five Personality Traits', facet_id: achievement.id }),
      )
      .expect(400);
  });

  it('should refuse a Career question without a facet', async () => {
    const res = await as(admin)
      .post(
        '/api/admin/questions',
        form({
          question_number: 9103,
          status: 'Career Assessments',
          category: 'FutureReady',
          sub_category: 'Emotional Intelligence',
          taxonomy: [],
        }),
      )
      .expect(400);
    expect(res.body).toEqual({
      error: 'A Career question needs a facet: its score is reported under that facet.',
    });
  });

  it('should create with a clean taxonomy, audit it, and refuse a taken number', async () => {
    const res = await as(admin).post('/api/admin/questions', form()).expect(201);
    expect(res.body.taxonomy).toEqual(['Part III', 'ISCED-F 0732']);
    const audit = await t.dataSource.getRepository(AuditLog).findOneByOrFail({
      resource: 'questions',
      action: 'create',
      resourceId: String(res.body.id),
    });
    expect(audit.before).toBeNull();
    expect(audit.after).toMatchObject({ question_number: 9001 });
    await as(admin).post('/api/admin/questions', form()).expect(409);
  });

  it('should update an option score and record the before and after', async () => {
    const created = await as(admin)
      .post('/api/admin/questions', form({ question_number: 9002 }))
      .expect(201);
    const edited = {
      ...created.body,
      options: [
        { optionText: 'No', score: 0 },
        { optionText: 'Yes', score: 5 },
      ],
    };
    const res = await as(admin).put(`/api/admin/questions/${created.body.id}`, edited).expect(200);
    expect(res.body.options[1].score).toBe(5);
    const audit = await t.dataSource.getRepository(AuditLog).findOneByOrFail({
      resource: 'questions',
      action: 'update',
      resourceId: String(created.body.id),
    });
    expect((audit.before as { options: { score: number }[] }).options[1].score).toBe(4);
    expect((audit.after as { options: { score: number }[] }).options[1].score).toBe(5);
  });

  it('should copy a question to the highest number + 1', async () => {
    const source = await as(admin)
      .post('/api/admin/questions', form({ question_number: 9003 }))
      .expect(201);
    const max = await t.dataSource.getRepository(Question).maximum('questionNumber');
    const copy = await as(admin).post(`/api/admin/questions/${source.body.id}/copy`).expect(201);
    expect(copy.body).toMatchObject({
      question_number: (max ?? 0) + 1,
      question_text: source.body.question_text,
    });
    expect(copy.body.id).not.toBe(source.body.id);
  });

  it('should delete with an audit row, and answer 404 afterwards', async () => {
    const created = await as(admin)
      .post('/api/admin/questions', form({ question_number: 9050 }))
      .expect(201);
    await as(admin).del(`/api/admin/questions/${created.body.id}`).expect(200);
    await as(admin).get(`/api/admin/questions/${created.body.id}`).expect(404);
    await t.dataSource.getRepository(AuditLog).findOneByOrFail({
      resource: 'questions',
      action: 'delete',
      resourceId: String(created.body.id),
    });
  });

  it('should export the filtered questions as CSV', async () => {
    const res = await as(admin)
      .get('/api/admin/questions/export.csv', { filter: '{"status":"Learning Assessments"}' })
      .expect(200);
    const rows = csvRows(res.text);
    const count = await t.dataSource
      .getRepository(Question)
      .countBy({ status: 'Learning Assessments' });
    expect(rows).toHaveLength(count + 1);
    expect(rows[0].slice(0, 3)).toEqual(['id', 'question_number', 'status']);
  });

  it('should serve students the bank in the spec field shape, refreshed after an edit', async () => {
    const student = await tokenFor(t, await createUser(t));
    const first = await t
      .http()
      .get('/api/questions')
      .query({ status: 'Learning Assessments' })
      .auth(student, { type: 'bearer' })
      .expect(200);
    expect(first.body[0]).toEqual(
      expect.objectContaining({
        question_id: expect.any(Number),
        question_text: expect.any(String),
        facet: expect.any(String),
        facet_note: expect.any(String),
        options: expect.any(Array),
      }),
    );
    await t
      .http()
      .get('/api/questions')
      .query({ status: 'Learning Assessments' })
      .set('If-None-Match', first.headers.etag)
      .auth(student, { type: 'bearer' })
      .expect(304);
    const facet = await as(admin).get('/api/admin/facets', {
      filter: '{"status":"Learning Assessments"}',
    });
    await as(admin)
      .put(`/api/admin/facets/${facet.body[0].id}`, { ...facet.body[0], note: 'A new note.' })
      .expect(200);
    const after = await t
      .http()
      .get('/api/questions')
      .query({ status: 'Learning Assessments' })
      .set('If-None-Match', first.headers.etag)
      .auth(student, { type: 'bearer' })
      .expect(200);
    expect(after.body.some((q: { facet_note: string }) => q.facet_note === 'A new note.')).toBe(
      true,
    );
  });

  it("should serve another instance's edit within the version bound, and not read it before", async () => {
    const student = await tokenFor(t, await createUser(t));
    const notes = async () => {
      const res = await t
        .http()
        .get('/api/questions')
        .query({ status: 'Learning Assessments' })
        .auth(student, { type: 'bearer' })
        .expect(200);
      return (res.body as { facet_note: string }[]).map((q) => q.facet_note);
    };
    await notes();
    // Another instance's change: the same write and version bump, straight to the database.
    const facet = await t.dataSource
      .getRepository(Facet)
      .findOneByOrFail({ status: 'Learning Assessments' });
    await t.dataSource.transaction(async (manager) => {
      await manager.update(Facet, facet.id, { note: 'Edited elsewhere.' });
      await bumpVersion(manager, QUESTION_BANK_VERSION);
    });
    t.clock.advance(BANK_VERSION_TTL_MS - 1);
    expect(await notes()).not.toContain('Edited elsewhere.');
    t.clock.advance(1);
    expect(await notes()).toContain('Edited elsewhere.');
  });

  it('should count questions per facet and audit a facet edit', async () => {
    const res = await as(admin)
      .get('/api/admin/facets', { filter: '{"q":"realistic"}' })
      .expect(200);
    // As many as the seeded bank holds , counted independently.
    const seeded = await t.dataSource
      .getRepository(Question)
      .countBy({ facet: { name: 'Realistic' } });
    expect(seeded).toBeGreaterThanOrEqual(4);
    expect(res.body[0]).toMatchObject({ name: 'Realistic', question_count: seeded });
    const audit = await t.dataSource
      .getRepository(AuditLog)
      .findBy({ resource: 'facets', action: 'update' });
    expect(audit.length).toBeGreaterThan(0);
  });

  it("should keep the spec's own admin calls (with _t) admin-only", async () => {
    const put = await as(admin)
      .post('/api/questions', form({ question_number: 9100 }))
      .expect(201);
    const updated = await as(admin)
      .put(
        `/api/questions/${put.body.id}?_t=123`,
        form({ question_number: 9100, question_text: 'Changed.' }),
      )
      .expect(200);
    expect(updated.body.updatedQuestion.question_text).toBe('Changed.');
    const student = await tokenFor(t, await createUser(t));
    await as(student)
      .post('/api/questions', form({ question_number: 9101 }))
      .expect(403);
    await as(student).del(`/api/questions/${put.body.id}`).expect(403);
    await as(student).get('/api/admin/questions').expect(403);
    await as(student).get('/api/admin/facets').expect(403);
    await as(await staffToken(t, 'coordinator'))
      .get('/api/admin/questions')
      .expect(403);
    await as(admin).del(`/api/questions/${put.body.id}`).expect(200);
  });
});
