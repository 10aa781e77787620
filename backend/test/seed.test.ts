import { Facet } from '../src/questions/entities/facet.entity';
import { Question } from '../src/questions/entities/question.entity';
import { SeedService } from '../src/seed/seed.service';
import { User } from '../src/users/entities/user.entity';
import { WhitelistEntry } from '../src/whitelist/entities/whitelist-entry.entity';
import { createTestApp, TestApp } from './support/test-app';

const CAREER_SUBCATEGORIES = [
  'Career Interests & Personality',
  'Working Preferences & Values',
  'Intrinsic vs. Extrinsic Motivation',
  'Big Five Personality Traits',
  'Emotional Intelligence',
];
const LEARNING_CATEGORIES = [
  'Sensory Modality Preferences',
  'Social & Environmental Learning Orientation',
  'Self-Regulation & Metacognition',
  'Motivational & Affective Dispositions',
  'Cognitive Style & Thinking Disposition',
];

describe('seed', () => {
  let t: TestApp;
  let facets: Facet[];
  let questions: Question[];

  beforeAll(async () => {
    t = await createTestApp();
    facets = await t.dataSource.getRepository(Facet).find();
    questions = await t.dataSource.getRepository(Question).find();
  });
  afterAll(() => t.close());

  const facetsOf = (status: string) => facets.filter((f) => f.status === status);
  const itemsOf = (facet: Facet) => questions.filter((q) => q.facetId === facet.id);

  it('should give every facet a note and at least its items', () => {
    for (const facet of facets) {
      expect(facet.note.trim().length).toBeGreaterThan(20);
      // 4 items per facet, 3 per Part III specialisation (domain minItemsOf).
      expect(itemsOf(facet).length).toBeGreaterThanOrEqual(facet.category === 'Part III' ? 3 : 4);
    }
  });

  it('should cover the five FutureReady sub-categories with the motivation pair', () => {
    const career = facetsOf('Career Assessments');
    expect([...new Set(career.map((f) => f.subCategory))].sort()).toEqual(
      [...CAREER_SUBCATEGORIES].sort(),
    );
    const motivation = career.filter((f) => f.subCategory === CAREER_SUBCATEGORIES[2]);
    expect(motivation.map((f) => f.name).sort()).toEqual([
      'Extrinsic Motivation',
      'Intrinsic Motivation',
    ]);
  });

  it('should give UniReady 8+ Part I categories, 4+ subjects each, and Part III for the flagged', () => {
    const subject = facetsOf('Subject Assessments');
    const partI = subject.filter((f) => f.category === 'Part I');
    const partII = subject.filter((f) => f.category === 'Part II');
    expect(partI.length).toBeGreaterThanOrEqual(8);
    for (const category of partI) {
      const subjects = partII.filter((f) => f.subCategory === category.subCategory);
      expect(subjects.length).toBeGreaterThanOrEqual(4);
    }
    const flagged = partII.filter((f) => f.taxonomy[0] === 'Part III');
    expect(flagged.length).toBeGreaterThan(0);
    for (const facet of flagged) {
      const partIII = questions.filter(
        (q) => q.category === 'Part III' && q.subCategory === facet.name,
      );
      expect(partIII.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('should give StudyStyle its five categories with 3+ facets each', () => {
    const learning = facetsOf('Learning Assessments');
    for (const category of LEARNING_CATEGORIES) {
      expect(learning.filter((f) => f.category === category).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('should offer a 5-point scale and reverse the scores of reverse-keyed items', () => {
    const scoreLists = questions.map((q) => q.options.map((o) => o.score).join(','));
    expect(new Set(scoreLists)).toEqual(new Set(['1,2,3,4,5', '5,4,3,2,1']));
    expect(scoreLists.filter((s) => s === '5,4,3,2,1').length).toBeGreaterThan(10);
  });

  it('should number questions uniquely', () => {
    const numbers = questions.map((q) => q.questionNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('should create the demo school, its whitelisted domain and four verified accounts', async () => {
    const users = await t.dataSource.getRepository(User).find({ order: { email: 'ASC' } });
    expect(users.map((u) => [u.email, u.role, !!u.emailVerifiedAt])).toEqual([
      ['admin@aspire.test', 'admin', true],
      ['adviser@demo-school.test', 'careers_adviser', true],
      ['coordinator@demo-school.test', 'coordinator', true],
      ['student@demo-school.test', 'user', true],
    ]);
    const domain = await t.dataSource
      .getRepository(WhitelistEntry)
      .findOneByOrFail({ type: 'domain', value: 'demo-school.test' });
    expect(domain.schoolId).toBe(users[1].schoolId);
  });

  it('should load nothing twice when it runs again', async () => {
    const logins = await t.app.get(SeedService).run();
    expect(await t.dataSource.getRepository(Question).count()).toBe(questions.length);
    expect(await t.dataSource.getRepository(Facet).count()).toBe(facets.length);
    expect(await t.dataSource.getRepository(User).count()).toBe(4);
    expect(logins.every((l) => l.generatedPassword === undefined)).toBe(true);
  });
});
