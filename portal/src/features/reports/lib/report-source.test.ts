import { makeSection } from '../testing/fixtures';
import {
  reportCacheKey,
  resolveReportSource,
  type ReportType,
  UNAUTHORIZED,
} from './report-source';

const career = { careerInterest: makeSection(['Realistic'], [4]) };
const learning = { socialEnvironmentalLearning: makeSection(['Collaborative'], [3.5]) };

function resolve(type: ReportType, state: unknown, overrides: { userId?: string | null } = {}) {
  return resolveReportSource({
    type,
    userId: overrides.userId === undefined ? 'u-1' : overrides.userId,
    hasToken: true,
    state,
    storage: sessionStorage,
  });
}

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('report data source order', () => {
  it('should use the navigation state first and write it to session storage', () => {
    sessionStorage.setItem(reportCacheKey('u-1', 'Career'), JSON.stringify({ bigFive: {} }));
    const source = resolve('Career', { sessionId: 's-1', visualizations: career });
    expect(source).toEqual({ kind: 'loaded', data: career, from: 'state' });
    expect(JSON.parse(sessionStorage.getItem('careerVisualizationData_u-1') ?? '')).toEqual(career);
  });

  it('should fall back to any parseable Career cache', () => {
    sessionStorage.setItem(reportCacheKey('u-1', 'Career'), JSON.stringify({ other: 1 }));
    expect(resolve('Career', null)).toEqual({ kind: 'loaded', data: { other: 1 }, from: 'cache' });
  });

  it('should discard an unparseable Career cache with a console warning, then error', () => {
    sessionStorage.setItem(reportCacheKey('u-1', 'Career'), '{not json');
    expect(resolve('Career', undefined)).toEqual({
      kind: 'error',
      message: 'No visualization data available. Please complete the Career assessment.',
      toLogin: false,
    });
    expect(sessionStorage.getItem(reportCacheKey('u-1', 'Career'))).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('should accept a Learning cache only when socialEnvironmentalLearning has labels', () => {
    const key = reportCacheKey('u-1', 'Learning');
    sessionStorage.setItem(key, JSON.stringify(learning));
    expect(resolve('Learning', {})).toMatchObject({ kind: 'loaded', from: 'cache' });

    sessionStorage.setItem(key, JSON.stringify({ socialEnvironmentalLearning: { labels: [] } }));
    expect(resolve('Learning', {})).toEqual({
      kind: 'error',
      message: 'No visualization data available. Please complete the Learning assessment.',
      toLogin: false,
    });
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('should keep the caches of the two types and of two users apart', () => {
    resolve('Career', { visualizations: career });
    expect(resolve('Learning', null)).toMatchObject({ kind: 'error' });
    expect(resolve('Career', null, { userId: 'u-2' })).toMatchObject({ kind: 'error' });
  });

  it("should answer 'No user ID provided' without a user id", () => {
    expect(resolve('Career', { visualizations: career }, { userId: null })).toEqual({
      kind: 'error',
      message: 'No user ID provided',
      toLogin: false,
    });
  });

  it("should answer 'Unauthorized: Please log in again.' and go to /login without a token", () => {
    const source = resolveReportSource({
      type: 'Learning',
      userId: 'u-1',
      hasToken: false,
      state: { visualizations: learning },
      storage: sessionStorage,
    });
    expect(source).toEqual({ kind: 'error', message: UNAUTHORIZED, toLogin: true });
  });

  it('should ignore a navigation state without a visualization object', () => {
    expect(resolve('Career', { visualizations: [1, 2] })).toMatchObject({ kind: 'error' });
    expect(resolve('Career', { fromSomewhere: true })).toMatchObject({ kind: 'error' });
  });
});
