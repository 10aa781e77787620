import {
  AUDIT_ACTION_CHOICES,
  AUDIT_RESOURCE_CHOICES,
  dayOf,
  endOfDay,
  startOfDay,
} from './audit-filters';

describe('audit date filters', () => {
  it('should turn a picked day into the first and last instants of that UTC day', () => {
    expect(startOfDay('2025-03-01')).toBe('2025-03-01T00:00:00.000Z');
    expect(endOfDay('2025-03-01')).toBe('2025-03-01T23:59:59.999Z');
  });

  it('should drop an empty filter and keep an instant as it is', () => {
    expect(startOfDay('')).toBeUndefined();
    expect(endOfDay(null)).toBeUndefined();
    expect(endOfDay('2025-03-01T10:00:00.000Z')).toBe('2025-03-01T10:00:00.000Z');
  });

  it('should show an instant as its day', () => {
    expect(dayOf('2025-03-01T23:59:59.999Z')).toBe('2025-03-01');
    expect(dayOf(undefined)).toBe('');
  });
});

// The filters offer labels; the codes stay the values the API matches.
describe('audit filter choices', () => {
  it('should offer every action and resource by its label', () => {
    expect(AUDIT_ACTION_CHOICES).toContainEqual({ id: 'login_failed', name: 'Failed sign-in' });
    expect(AUDIT_RESOURCE_CHOICES).toContainEqual({ id: 'auth', name: 'Sign-in' });
    for (const choice of [...AUDIT_ACTION_CHOICES, ...AUDIT_RESOURCE_CHOICES]) {
      expect(choice.name).not.toBe(choice.id);
    }
  });
});
