import { isLocked, roleLabel, toUserPayload } from './user-form';

const now = new Date('2025-03-01T12:00:00.000Z');

describe('isLocked', () => {
  it('should be locked while locked_until is in the future', () => {
    expect(isLocked({ locked_until: '2025-03-01T12:15:00.000Z' }, now)).toBe(true);
  });

  it('should not be locked once locked_until has passed, or without one', () => {
    expect(isLocked({ locked_until: '2025-03-01T11:59:59.000Z' }, now)).toBe(false);
    expect(isLocked({ locked_until: null }, now)).toBe(false);
    expect(isLocked({}, now)).toBe(false);
    expect(isLocked({ locked_until: 'garbage' }, now)).toBe(false);
  });
});

describe('toUserPayload', () => {
  const record = {
    id: 'u-1',
    email: 'ada@demo-school.test',
    username: ' ada_99 ',
    role: 'coordinator',
    school_id: '2',
    verified: true,
  };

  it('should send username, role and school for an admin', () => {
    expect(toUserPayload(record, { role: true, school: true })).toEqual({
      username: 'ada_99',
      role: 'coordinator',
      school_id: 2,
    });
  });

  it('should send only the username for a coordinator', () => {
    expect(toUserPayload(record, { role: false, school: false })).toEqual({ username: 'ada_99' });
  });

  it('should send a cleared school as null', () => {
    expect(toUserPayload({ ...record, school_id: '' }, { role: false, school: true })).toEqual({
      username: 'ada_99',
      school_id: null,
    });
  });
});

describe('roleLabel', () => {
  it('should name each role and pass unknown ones through', () => {
    expect(roleLabel('subject_consultant')).toBe('Subject consultant');
    expect(roleLabel('robot')).toBe('robot');
  });
});
