import type { AssessmentSession } from '../types';
import {
  cachePartII,
  clearStoredSession,
  readCachedPartII,
  readStoredSession,
  storeKey,
  writeCompletion,
  writeSession,
} from './assessment-store';

const session = (overrides: Partial<AssessmentSession> = {}): AssessmentSession => ({
  sessionId: 's-1',
  part: 'single',
  questionIds: [3, 1, 2],
  answers: { '3': 'Agree' },
  answeredOrder: [3],
  index: 1,
  topSubcategories: [],
  partIChoice: [],
  topFacets: [],
  partIISessionId: null,
  submittedIds: [],
  ...overrides,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('assessment store', () => {
  it('should use the per-user prefixes and the entry names of the spec', () => {
    writeSession('Career', 'u-1', session());
    expect(Object.keys(localStorage).sort()).toEqual([
      'careerAssessmentu-1Answers',
      'careerAssessmentu-1Index',
      'careerAssessmentu-1Order',
      'careerAssessmentu-1Questions',
      'careerAssessmentu-1SessionId',
    ]);
    expect(localStorage.getItem('careerAssessmentu-1SessionId')).toBe('s-1');
    expect(JSON.parse(localStorage.getItem('careerAssessmentu-1Answers')!)).toEqual({
      '3': 'Agree',
    });
    expect(storeKey('Learning', 'u-2', 'Completion')).toBe('learningAssessmentu-2Completion');
  });

  it('should keep the UniReady and Part III entries', () => {
    writeSession('Subject', 'u-1', session({ part: 'II', topSubcategories: ['Computing'] }));
    expect(localStorage.getItem('subjectAssessmentu-1HasProceededToPartII')).toBe('true');
    expect(localStorage.getItem('subjectAssessmentu-1TopSubcategories')).toBe('["Computing"]');
    writeSession(
      'SubjectPart3',
      'u-1',
      session({ topFacets: ['Law'], partIISessionId: 'p2', submittedIds: [3] }),
    );
    expect(localStorage.getItem('subjectPart3Assessmentu-1TopFacets')).toBe('["Law"]');
    expect(localStorage.getItem('subjectPart3Assessmentu-1PartIISessionId')).toBe('p2');
  });

  it('should read back what it wrote', () => {
    writeSession('Subject', 'u-1', session({ part: 'II', topSubcategories: ['Arts'] }));
    expect(readStoredSession('Subject', 'u-1')).toEqual({
      sessionId: 's-1',
      questionIds: [3, 1, 2],
      answers: { '3': 'Agree' },
      answeredOrder: [3],
      index: 1,
      completion: null,
      topSubcategories: ['Arts'],
      hasProceededToPartII: true,
      partIChoice: [],
      topFacets: [],
      partIISessionId: null,
      submittedIds: [],
    });
  });

  it('should treat unreadable entries as absent and coerce answers to text', () => {
    localStorage.setItem('careerAssessmentu-1SessionId', 's-9');
    localStorage.setItem('careerAssessmentu-1Questions', '{not json');
    localStorage.setItem('careerAssessmentu-1Order', '["a"]');
    localStorage.setItem('careerAssessmentu-1Answers', '{"4": 5}');
    const stored = readStoredSession('Career', 'u-1');
    expect(stored.questionIds).toBeNull();
    expect(stored.answeredOrder).toEqual([]);
    expect(stored.answers).toEqual({ '4': '5' });
  });

  it("should clear one user's assessment only, cached Part II answers included", () => {
    writeSession('Subject', 'u-1', session());
    writeSession('Subject', 'u-2', session());
    writeSession('Career', 'u-1', session());
    writeCompletion('Subject', 'u-1', '2025-01-01T00:00:00.000Z');
    cachePartII('u-1', 'p2', [
      { category: 'Part II', sub_category: 'A', facet: 'F', score: 3, taxonomy: [] },
    ]);
    expect(readCachedPartII('u-1', 'p2')).toHaveLength(1);
    clearStoredSession('Subject', 'u-1');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('subjectAssessmentu-1'))).toEqual(
      [],
    );
    expect(readStoredSession('Subject', 'u-2').sessionId).toBe('s-1');
    expect(readStoredSession('Career', 'u-1').sessionId).toBe('s-1');
  });

  it("should clear Part III's session-storage entries with its local ones", () => {
    sessionStorage.setItem('subjectPart3Assessmentu-1Scores', '{}');
    sessionStorage.setItem('other', '1');
    clearStoredSession('SubjectPart3', 'u-1');
    expect(Object.keys(sessionStorage)).toEqual(['other']);
  });
});
