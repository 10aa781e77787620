import { limitStorageKey, readLimit, resetLimit, writeLimit } from './limit-store';

beforeEach(() => localStorage.clear());

describe('limit-store', () => {
  it('should keep one record per action and subject under readable keys', () => {
    expect(limitStorageKey('login', 'ada@school.edu')).toBe('loginAttempts_ada@school.edu');
    expect(limitStorageKey('register', '203.0.113.7')).toBe('registerAttempts_203.0.113.7');
    expect(limitStorageKey('forgot', 'a@b.co')).toBe('forgotPasswordAttempts_a@b.co');
    expect(limitStorageKey('resend', 'a@b.co')).toBe('resendAttempts_a@b.co');
  });

  it('should store the spec field names', () => {
    writeLimit('resend', 'a@b.co', {
      attempts: 1,
      lastAttempt: 5,
      dailyResends: 2,
      lastResetDate: '2025-01-15',
    });
    expect(JSON.parse(localStorage.getItem('resendAttempts_a@b.co') ?? '')).toEqual({
      attempts: 1,
      lastAttempt: 5,
      dailyResends: 2,
      lastResetDate: '2025-01-15',
    });
    expect(readLimit('resend', 'a@b.co')).toEqual({
      attempts: 1,
      lastAttempt: 5,
      dailyResends: 2,
      lastResetDate: '2025-01-15',
    });
  });

  it('should read a missing or corrupt record as empty', () => {
    expect(readLimit('login', 'x')).toEqual({ attempts: 0, lastAttempt: 0 });
    localStorage.setItem('loginAttempts_x', '{not json');
    expect(readLimit('login', 'x')).toEqual({ attempts: 0, lastAttempt: 0 });
    localStorage.setItem('loginAttempts_x', JSON.stringify({ attempts: 'many', lastAttempt: -1 }));
    expect(readLimit('login', 'x')).toEqual({ attempts: 0, lastAttempt: 0 });
  });

  it('should reset the attempts but keep the daily resend count', () => {
    writeLimit('login', 'x', { attempts: 3, lastAttempt: 5 });
    resetLimit('login', 'x');
    expect(localStorage.getItem('loginAttempts_x')).toBeNull();
    writeLimit('resend', 'x', { attempts: 2, lastAttempt: 5, dailyResends: 4, lastResetDate: 'd' });
    resetLimit('resend', 'x');
    expect(readLimit('resend', 'x')).toEqual({
      attempts: 0,
      lastAttempt: 0,
      dailyResends: 4,
      lastResetDate: 'd',
    });
  });
});
