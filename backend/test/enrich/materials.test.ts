import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MATERIAL_NOT_FOUND,
  MATERIALS_LOCK_MS,
  materialsLockedSince,
  MATERIALS_NEED_BOTH,
  MATERIALS_NEED_STUDYSTYLE,
  MATERIALS_NONE_STORED,
  MATERIALS_SELECT_SUBJECT,
  MATERIALS_SUBJECT_NOT_TOP,
  type MaterialSetResponse,
} from '@aspire/domain';
import { NO_PERMISSION } from '../../src/auth/decorators/auth.decorator';
import { Material } from '../../src/materials/entities/material.entity';
import { MaterialSet } from '../../src/materials/entities/material-set.entity';
import { SAVED } from '../../src/materials/material-sets.service';
import { MATERIALS_EXIST } from '../../src/materials/materials-generation.service';
import { asBearer } from '../support/as-bearer';
import { readyStudent, Student, topSubjects } from '../support/enrich';
import { tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/** The open-learning sites whose search or catalogue pages the offline provider links to. */
const CATALOGUE_HOSTS = [
  'en.wikipedia.org',
  'ocw.mit.edu',
  'www.khanacademy.org',
  'www.open.edu',
  'www.youtube.com',
  'www.youtube.com',
  'www.edx.org',
  'www.coursera.org',
  'www.futurelearn.com',
  'open.umn.edu',
  'www.britannica.com',
  'www.ted.com',
];

/** A subject's list as backend/seed-data/curated-materials.json holds it. */
const curatedList = (subject: string): { title: string; url: string }[] =>
  (
    JSON.parse(readFileSync(join(__dirname, '../../seed-data/curated-materials.json'), 'utf8')) as {
      subjects: Record<string, { title: string; url: string }[]>;
    }
  ).subjects[subject];

const generate = (t: TestApp, s: Student, subject: string, userId = s.user.id) =>
  asBearer(t, s.token).post('/api/materials/generate', {
    userId,
    payload: { subject, prompt: 'Suggest 12 resources' },
  });

describe('learning materials', () => {
  let t: TestApp;
  let ready: Student;
  let subject: string;
  beforeAll(async () => {
    t = await createTestApp();
    ready = await readyStudent(t);
    subject = (await topSubjects(t, ready)).uniReady[0];
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    ready.token = await tokenFor(t, ready.user); // a test may have moved the clock by months
  });

  it('should answer the top UniReady subjects: at least three, best first', async () => {
    const top = await topSubjects(t, ready);
    expect(top.uniReady.length).toBeGreaterThanOrEqual(3);
    expect(top.exploration).toEqual([]);
  });

  it('should need both UniReady and FutureReady', async () => {
    const s = await readyStudent(t, {}, ['Career']);
    await generate(t, s, 'Physics').expect(403, { error: MATERIALS_NEED_BOTH });
  });

  it('should need the StudyStyle assessment', async () => {
    const s = await readyStudent(t, {}, ['Career', 'Subject']);
    const top = await topSubjects(t, s);
    await generate(t, s, top.uniReady[0]).expect(403, { error: MATERIALS_NEED_STUDYSTYLE });
  });

  it('should need a subject, and one of the top subjects', async () => {
    await generate(t, ready, '  ').expect(400, { error: MATERIALS_SELECT_SUBJECT });
    await generate(t, ready, 'Underwater Basket Weaving').expect(400, {
      error: MATERIALS_SUBJECT_NOT_TOP,
    });
  });

  it('should generate 12 working catalogue links for the subject, store them and lock 6 months', async () => {
    const s = await readyStudent(t);
    const top = (await topSubjects(t, s)).uniReady[1];
    const res = await generate(t, s, top.toUpperCase()).expect(201);
    const set = res.body as MaterialSetResponse;
    expect(set).toMatchObject({ subject: top, provider: 'offline' });
    expect(set.generationDate).toBe(t.clock.now().toISOString());
    expect(set.materials).toHaveLength(12);
    // The subject's own curated list first, as the data file holds it, then the catalogue's
    // searches for the subject.
    const curated = curatedList(top);
    expect(curated.length).toBeGreaterThanOrEqual(5);
    expect(
      set.materials.slice(0, curated.length).map(({ title, url }) => ({ title, url })),
    ).toEqual(curated);
    const searches = set.materials.slice(curated.length);
    expect(searches.map((m) => new URL(m.url).host)).toEqual(
      CATALOGUE_HOSTS.slice(0, searches.length),
    );
    const query = encodeURIComponent(top).replace(/%20/g, '+');
    for (const m of set.materials) {
      expect(m.url).toMatch(/^https:\/\//);
      expect(m.completed).toBe(false);
    }
    for (const m of searches) expect(m.url).toContain(query);
    const s2 = asBearer(t, s.token);
    expect((await s2.get(`/api/materials/get/${s.user.id}`).expect(200)).body).toEqual([set]);
    expect((await s2.get(`/api/materials/last-generation/${s.user.id}`).expect(200)).body).toEqual({
      lastGenerationDate: set.generationDate,
    });

    // The real rule and both dates: 180 days after the set, never "every month".
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const generated = new Date(set.generationDate).getTime();
    const locked = {
      error:
        'Learning materials can be generated once every 6 months. ' +
        `Last generated on ${day(generated)}. Try again after ${day(generated + 180 * 86_400_000)}.`,
    };
    await generate(t, s, top).expect(403, locked);
    t.clock.advance(MATERIALS_LOCK_MS - 1);
    s.token = await tokenFor(t, s.user); // sessions last hours, not months
    await generate(t, s, top).expect(403, locked);
    t.clock.advance(1);
    await generate(t, s, top).expect(201);
    expect(
      (await asBearer(t, s.token).get(`/api/materials/get/${s.user.id}`).expect(200)).body,
    ).toHaveLength(2);
  });

  it('should let an admin generate again at once', async () => {
    const admin = await readyStudent(t, { role: 'admin' });
    const top = (await topSubjects(t, admin)).uniReady[0];
    await generate(t, admin, top).expect(201);
    await generate(t, admin, top).expect(201);
  });

  it('should generate one set when 10 requests arrive at once', async () => {
    const s = await readyStudent(t);
    const top = (await topSubjects(t, s)).uniReady[0];
    const results = await Promise.all(Array.from({ length: 10 }, () => generate(t, s, top)));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(403)]);
    const sets = await t.dataSource.getRepository(MaterialSet).findBy({ userId: s.user.id });
    expect(sets).toHaveLength(1);
    expect(await t.dataSource.getRepository(Material).countBy({ setId: sets[0].id })).toBe(12);
  });

  it('should keep completion per material on the server, for its owner only', async () => {
    const s = await readyStudent(t);
    const set = (await generate(t, s, (await topSubjects(t, s)).uniReady[0]).expect(201))
      .body as MaterialSetResponse;
    const item = set.materials[3];
    const me = asBearer(t, s.token);
    const patch = (who: Student, userId: string, completed: boolean) =>
      t
        .http()
        .patch(`/api/materials/items/${item.id}`)
        .auth(who.token, { type: 'bearer' })
        .send({ userId, completed });
    await patch(s, s.user.id, true).expect(200, { id: item.id, completed: true });
    const stored = (await me.get(`/api/materials/get/${s.user.id}`).expect(200)).body;
    expect(stored[0].materials[3].completed).toBe(true);
    expect(stored[0].materials[2].completed).toBe(false);
    await patch(s, s.user.id, false).expect(200, { id: item.id, completed: false });

    await patch(ready, s.user.id, true).expect(403);
    await patch(ready, ready.user.id, true).expect(404, { error: MATERIAL_NOT_FOUND });
  });

  it('should save what generate stored without change, and refuse a list of the student’s making', async () => {
    const s = await readyStudent(t);
    const set = (await generate(t, s, subjectOf(await topSubjects(t, s))).expect(201))
      .body as MaterialSetResponse;
    const me = asBearer(t, s.token);
    const save = (materials: { title: string; url: string }[]) =>
      me.post('/api/materials/save', {
        userId: s.user.id,
        subject: set.subject,
        materials,
        generationDate: set.generationDate,
      });
    await save(set.materials.map(({ title, url }) => ({ title, url }))).expect(201, {
      message: SAVED,
    });
    await save([{ title: 'My own page', url: 'https://example.com/' }]).expect(403, {
      error: materialsLockedSince(set.generationDate),
    });
    expect((await me.get(`/api/materials/get/${s.user.id}`)).body).toHaveLength(1);

    const fresh = await readyStudent(t);
    await asBearer(t, fresh.token)
      .post('/api/materials/save', {
        userId: fresh.user.id,
        subject: 'Physics',
        materials: [{ title: 'x', url: 'https://example.com/' }],
        generationDate: set.generationDate,
      })
      .expect(403, { error: MATERIALS_NONE_STORED });
  });

  it('should auto-generate an admin’s first set once, and only for admins', async () => {
    const admin = await readyStudent(t, { role: 'admin' });
    const top = await topSubjects(t, admin);
    const as = asBearer(t, admin.token);
    const res = await as.post(`/api/materials/generate/${admin.user.id}`, {}).expect(201);
    expect(res.body).toMatchObject({ subject: top.uniReady[0], provider: 'offline' });
    expect(res.body.materials).toHaveLength(12);
    await as
      .post(`/api/materials/generate/${admin.user.id}`, {})
      .expect(409, { error: MATERIALS_EXIST });
    await asBearer(t, ready.token)
      .post(`/api/materials/generate/${ready.user.id}`, {})
      .expect(403, { error: NO_PERMISSION });
  });

  it("should refuse another student's materials", async () => {
    const other = await readyStudent(t, {}, []);
    const as = asBearer(t, other.token);
    await as.get(`/api/materials/get/${ready.user.id}`).expect(403);
    await as.get(`/api/materials/last-generation/${ready.user.id}`).expect(403);
    await generate(t, other, subject, ready.user.id).expect(403);
  });
});

const subjectOf = (top: { uniReady: string[] }) => top.uniReady[0];
