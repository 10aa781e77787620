import { shareStatusText, viewText } from './share-text';

describe('what the sharing control says', () => {
  it('should say what is shared and since when, or that nothing is', () => {
    expect(
      shareStatusText({
        reports: ['futureready', 'insights'],
        sharedAt: '2026-10-12T09:00:00.000Z',
        updatedAt: '2026-10-12T09:00:00.000Z',
        views: [],
      }),
    ).toBe('Shared since 12 Oct 2026: FutureReady, AI insights.');
    expect(shareStatusText({ reports: [], sharedAt: null, updatedAt: null, views: [] })).toBe(
      "You are not sharing any report with your school's careers advisers.",
    );
  });

  it('should name the adviser, what they opened and when', () => {
    expect(
      viewText({
        adviser: 'ms_jones',
        reports: ['uniready'],
        viewedAt: '2026-10-12T14:05:00.000Z',
      }),
    ).toMatch(/^ms_jones opened UniReady on 12 Oct 2026, \d\d:05$/);
  });
});
