import { isJustSubmitted, pageViewName, tabForState } from './tabs';

describe('dashboard tabs', () => {
  it('should open FutureReady after a career submission or its report', () => {
    expect(tabForState({ justSubmittedCareer: true, sessionId: 's' })).toBe('futureready');
    expect(tabForState({ fromCareerScores: true })).toBe('futureready');
  });

  it('should open UniReady after a subject or Part III submission or their reports', () => {
    expect(tabForState({ justSubmittedSubject: true })).toBe('uniready');
    expect(tabForState({ justSubmittedSubjectPart3: true })).toBe('uniready');
    expect(tabForState({ fromSubjectScores: true })).toBe('uniready');
    expect(tabForState({ fromSubjectPart3Scores: true })).toBe('uniready');
  });

  it('should keep the current tab for any other state', () => {
    expect(tabForState(null)).toBeNull();
    expect(tabForState({ something: 1 })).toBeNull();
  });

  it('should refetch only after a submission', () => {
    expect(isJustSubmitted({ justSubmittedSubjectPart3: true })).toBe(true);
    expect(isJustSubmitted({ fromSubjectScores: true })).toBe(false);
  });

  it('should name page views after the tab', () => {
    expect(pageViewName('insights')).toBe('Dashboard - Generate Insights');
  });
});
