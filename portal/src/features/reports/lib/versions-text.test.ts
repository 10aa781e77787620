import { versionsText } from './versions-text';

const hash = 'ab12cd34ef'.padEnd(64, '9');

describe('versionsText', () => {
  it('names the questions by the date the version was first used and the start of its hash', () => {
    expect(
      versionsText('FutureReady', {
        instrumentVersion: hash,
        instrumentRecordedAt: '2026-05-12T09:30:00.000Z',
        scoringVersion: 'scoring-1',
      }),
    ).toBe('FutureReady: questions version of 12 May 2026 (ab12cd34), scored under scoring-1.');
  });

  it('says when a session is older than the recorded versions', () => {
    expect(
      versionsText('StudyStyle', {
        instrumentVersion: null,
        instrumentRecordedAt: null,
        scoringVersion: null,
      }),
    ).toBe('StudyStyle: questions from before versions were recorded, scored under scoring-1.');
  });

  it('gives the hash alone when the version has no recorded date', () => {
    expect(
      versionsText('UniReady Parts I and II', {
        instrumentVersion: hash,
        instrumentRecordedAt: null,
        scoringVersion: 'scoring-2',
      }),
    ).toBe('UniReady Parts I and II: questions version ab12cd34, scored under scoring-2.');
  });
});
