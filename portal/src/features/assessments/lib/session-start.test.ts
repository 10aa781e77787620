import { AGREE5, question, seededRng } from '../testing/fixtures';
import type { AssessmentQuestion } from '../types';
import type { StoredSession } from './assessment-store';
import { isValidGroupedOrder } from './ordering';
import { startSession, type StartContext } from './session-start';

const stored = (overrides: Partial<StoredSession> = {}): StoredSession => ({
  sessionId: null,
  questionIds: null,
  answers: {},
  answeredOrder: [],
  index: 0,
  completion: null,
  topSubcategories: [],
  partIChoice: [],
  hasProceededToPartII: false,
  topFacets: [],
  partIISessionId: null,
  submittedIds: [],
  ...overrides,
});

const LEARNING: AssessmentQuestion[] = [
  question({ id: 1, category: 'Sensory', subCategory: 'Visual' }),
  question({ id: 2, category: 'Sensory', subCategory: 'Visual' }),
  question({ id: 3, category: 'Sensory', subCategory: 'Auditory' }),
  question({ id: 4, category: 'Social', subCategory: 'Independent' }),
];

const ctx = (overrides: Partial<StartContext>): StartContext => ({
  type: 'Learning',
  questions: LEARNING,
  stored: stored(),
  rng: seededRng(7),
  newId: () => 'new-session',
  ...overrides,
});

describe('startSession', () => {
  it('should start a new grouped session when nothing is stored', () => {
    const { session, resumed } = startSession(ctx({}));
    expect(resumed).toBe(false);
    expect(session.sessionId).toBe('new-session');
    expect(isValidGroupedOrder(session.questionIds, LEARNING)).toBe(true);
  });

  it('should resume stored progress without a completion at the same question', () => {
    const previous = stored({
      sessionId: 'old',
      questionIds: [4, 3, 2, 1],
      answers: { '4': 'Agree', '3': 'Disagree' },
      answeredOrder: [4, 3],
      index: 2,
    });
    const { session, resumed } = startSession(ctx({ stored: previous }));
    expect(resumed).toBe(true);
    expect(session).toMatchObject({
      sessionId: 'old',
      questionIds: [4, 3, 2, 1],
      answers: { '4': 'Agree', '3': 'Disagree' },
      answeredOrder: [4, 3],
      index: 2,
    });
  });

  it('should discard a stored order that mixes sub-categories and start anew', () => {
    const previous = stored({
      sessionId: 'old',
      questionIds: [1, 3, 2, 4],
      answers: { '1': 'Agree' },
      answeredOrder: [1],
    });
    const { session, resumed } = startSession(ctx({ stored: previous }));
    expect(resumed).toBe(false);
    expect(session.sessionId).toBe('new-session');
    expect(session.answers).toEqual({});
  });

  it('should start anew after a stored completion', () => {
    const previous = stored({
      sessionId: 'old',
      questionIds: [4, 3, 2, 1],
      completion: '2025-01-01T00:00:00.000Z',
    });
    expect(startSession(ctx({ stored: previous })).resumed).toBe(false);
  });

  describe('UniReady', () => {
    const bank = [
      question({ id: 1, category: 'Part I', subCategory: 'A', facet: 'A' }),
      question({ id: 2, category: 'Part I', subCategory: 'B', facet: 'B' }),
      question({ id: 3, category: 'Part I', subCategory: 'C', facet: 'C' }),
      question({ id: 11, category: 'Part II', subCategory: 'A', facet: 'A1' }),
      question({ id: 12, category: 'Part II', subCategory: 'B', facet: 'B1' }),
      question({ id: 13, category: 'Part II', subCategory: 'C', facet: 'C1' }),
    ];
    const partIAnswers = {
      '1': AGREE5[4].optionText,
      '2': AGREE5[3].optionText,
      '3': AGREE5[0].optionText,
    };

    it('should start on the shuffled Part I questions only', () => {
      const { session } = startSession(ctx({ type: 'Subject', questions: bank }));
      expect(session.part).toBe('I');
      expect([...session.questionIds].sort()).toEqual([1, 2, 3]);
    });

    it('should resume in Part II with the Part II questions of the Part I selection', () => {
      const previous = stored({
        sessionId: 'old',
        hasProceededToPartII: true,
        questionIds: [12, 11],
        answers: { ...partIAnswers, '12': 'Agree' },
        answeredOrder: [1, 2, 3, 12],
        index: 1,
      });
      const { session, resumed } = startSession(
        ctx({ type: 'Subject', questions: bank, stored: previous }),
      );
      expect(resumed).toBe(true);
      expect(session).toMatchObject({
        part: 'II',
        questionIds: [12, 11],
        index: 1,
        topSubcategories: ['A', 'B'],
      });
    });

    it('should be forced into Part II by a stored Part II answer', () => {
      const previous = stored({
        sessionId: 'old',
        questionIds: [11, 12],
        answers: { ...partIAnswers, '11': 'Agree' },
        answeredOrder: [1, 2, 3, 11],
      });
      const { session } = startSession(ctx({ type: 'Subject', questions: bank, stored: previous }));
      expect(session.part).toBe('II');
    });
  });

  it('should resume Part III only within the same Part II session', () => {
    const questions = [
      question({ id: 31, category: 'Part III', subCategory: 'CS' }),
      question({ id: 32, category: 'Part III', subCategory: 'CS' }),
    ];
    const previous = stored({
      sessionId: 'p3',
      questionIds: [32, 31],
      partIISessionId: 'p2-a',
      answers: { '32': 'Agree' },
      answeredOrder: [32],
    });
    const partIII = { partIISessionId: 'p2-a', topFacets: ['CS'], questions };
    const base = { type: 'SubjectPart3' as const, questions, stored: previous };
    expect(startSession(ctx({ ...base, partIII })).session).toMatchObject({
      sessionId: 'p3',
      questionIds: [32, 31],
      topFacets: ['CS'],
    });
    const other = startSession(ctx({ ...base, partIII: { ...partIII, partIISessionId: 'p2-b' } }));
    expect(other.session).toMatchObject({ sessionId: 'new-session', partIISessionId: 'p2-b' });
  });
});
