import { alphaWithInterval, groupLabel, optionLabel, versionLabel } from './scale-health-format';
import { scaleHealthQuery } from './scale-health-api';

describe('scale health formatting', () => {
  it('shows α with its interval, or a dash when there is none', () => {
    expect(alphaWithInterval(0.8412, 0.781, 0.8899)).toBe('0.84 [0.78, 0.89]');
    expect(alphaWithInterval(null, null, null)).toBe('—');
  });

  it('marks an option nobody chose and a score no option has', () => {
    expect(optionLabel({ score: 0, text: 'Never', count: 0 })).toBe('Never: 0 — never chosen');
    expect(optionLabel({ score: 7, text: null, count: 2 })).toBe('score 7 (not in the bank): 2');
  });

  it('names the legacy version and shortens hashes', () => {
    expect(versionLabel('legacy')).toBe('Before versions were recorded');
    expect(versionLabel('0123456789abcdef')).toBe('0123456789');
  });

  it('names the equivalent versions whose respondents are pooled', () => {
    expect(groupLabel('aaaaaaaaaaXX', ['aaaaaaaaaaXX'])).toBe('Version aaaaaaaaaa');
    expect(groupLabel('bbbbbbbbbbXX', ['aaaaaaaaaaXX', 'bbbbbbbbbbXX'])).toBe(
      'Version bbbbbbbbbb and 1 equivalent (wording-only) version (aaaaaaaaaa)',
    );
  });

  it('sends only what is chosen', () => {
    expect(scaleHealthQuery({ assessment_type: 'Career' })).toBe('?assessment_type=Career');
    expect(scaleHealthQuery({ assessment_type: 'Learning', school_id: 3, version: 'legacy' })).toBe(
      '?assessment_type=Learning&school_id=3&version=legacy',
    );
  });
});
