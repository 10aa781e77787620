import { documentTitle } from './page-titles';

describe('documentTitle (WCAG 2.4.2)', () => {
  it.each([
    ['/login', 'Sign in – Aspire'],
    ['/login/', 'Sign in – Aspire'],
    ['/dashboard', 'Dashboard – Aspire'],
    ['/career-scores', 'Career Scores – Aspire'],
    ['/subjectpart3assessment', 'UniReady Subject Assessment Part III – Aspire'],
    ['/verify-email', 'Email verification – Aspire'],
    ['/sso', 'School sign-in – Aspire'],
    ['/', 'Aspire'],
    ['/nowhere', 'Aspire'],
  ])('should title %s "%s"', (path, title) => {
    expect(documentTitle(path, 'Aspire')).toBe(title);
  });
});
