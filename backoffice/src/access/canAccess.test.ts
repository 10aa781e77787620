import { canAccess, isStaffRole } from './canAccess';

const resources = ['questions', 'facets', 'whitelist', 'schools', 'users', 'audit-logs', 'outbox'];
const reads = ['list', 'show', 'export'];
const writes = ['create', 'edit', 'delete', 'clone'];

describe('canAccess', () => {
  it('should let an admin do everything on every resource', () => {
    for (const resource of resources) {
      for (const action of [...reads, ...writes]) {
        expect(canAccess('admin', resource, action)).toBe(true);
      }
    }
  });

  it.each(['whitelist', 'users'])('should let a coordinator read and write %s', (resource) => {
    for (const action of [...reads, ...writes]) {
      expect(canAccess('coordinator', resource, action)).toBe(true);
    }
  });

  it("should let a coordinator read their school's sign-in settings but not change them", () => {
    for (const action of reads) expect(canAccess('coordinator', 'school-sso', action)).toBe(true);
    for (const action of writes) expect(canAccess('coordinator', 'school-sso', action)).toBe(false);
  });

  it('should let a coordinator read the audit log but not change it', () => {
    for (const action of reads) expect(canAccess('coordinator', 'audit-logs', action)).toBe(true);
    for (const action of writes) expect(canAccess('coordinator', 'audit-logs', action)).toBe(false);
  });

  it.each(['questions', 'facets', 'schools', 'outbox', 'settings', 'unknown'])(
    'should deny a coordinator everything on %s',
    (resource) => {
      for (const action of [...reads, ...writes]) {
        expect(canAccess('coordinator', resource, action)).toBe(false);
      }
    },
  );

  it('should deny a coordinator an action it does not know', () => {
    expect(canAccess('coordinator', 'whitelist', 'purge')).toBe(false);
  });

  it.each([undefined, null, 'user', 'subject_consultant', 'Admin', ''])(
    'should deny every action to role %p',
    (role) => {
      for (const resource of resources) expect(canAccess(role, resource, 'list')).toBe(false);
    },
  );
});

describe('isStaffRole', () => {
  it('should accept only admin, coordinator and careers adviser', () => {
    expect(
      ['admin', 'coordinator', 'careers_adviser', 'user', 'subject_consultant', undefined].map(
        isStaffRole,
      ),
    ).toEqual([true, true, true, false, false, false]);
  });
});

describe('canAccess for a careers adviser', () => {
  it('should let an adviser read the students who shared, and change nothing', () => {
    for (const action of reads) {
      expect(canAccess('careers_adviser', 'shared-students', action)).toBe(true);
    }
    for (const action of writes) {
      expect(canAccess('careers_adviser', 'shared-students', action)).toBe(false);
    }
  });

  it.each([...resources, 'students', 'assignments', 'scale-health', 'settings'])(
    'should deny an adviser everything on %s',
    (resource) => {
      for (const action of [...reads, ...writes]) {
        expect(canAccess('careers_adviser', resource, action)).toBe(false);
      }
    },
  );

  it.each(['admin', 'coordinator'])('should give %s no shared reports', (role) => {
    expect(canAccess(role, 'shared-students', 'list')).toBe(false);
    expect(canAccess(role, 'shared-students', 'show')).toBe(false);
  });
});

describe('canAccess for the back-office buttons and fields', () => {
  it.each(['import', 'unlock', 'resend-verification'])(
    'should let a coordinator use %s on their own resources',
    (action) => {
      expect(canAccess('coordinator', 'whitelist', action)).toBe(true);
      expect(canAccess('coordinator', 'users', action)).toBe(true);
      expect(canAccess('coordinator', 'questions', action)).toBe(false);
    },
  );

  it.each(['users.role', 'users.school', 'whitelist.school'])(
    'should keep the field %s for admins',
    (field) => {
      expect(canAccess('admin', field, 'edit')).toBe(true);
      expect(canAccess('coordinator', field, 'edit')).toBe(false);
      expect(canAccess('coordinator', field, 'list')).toBe(false);
    },
  );
});
