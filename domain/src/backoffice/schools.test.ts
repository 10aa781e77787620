import { cleanSchoolName, schoolInUseMessage, schoolNameKey } from './schools';

describe('school names', () => {
  it('should treat case and spacing as the same name', () => {
    expect(cleanSchoolName('  North   High ')).toBe('North High');
    expect(schoolNameKey(' North   HIGH')).toBe(schoolNameKey('north high'));
  });

  it('should say how many users, domains and addresses keep a school in use', () => {
    expect(schoolInUseMessage(6, 1, 0)).toBe(
      'This school still has 6 users and 1 domain. Move or remove them before deleting the school.',
    );
    expect(schoolInUseMessage(1, 0, 0)).toContain('still has 1 user.');
    expect(schoolInUseMessage(2, 2, 3)).toContain(
      '2 users, 2 domains and 3 whitelisted e-mail addresses.',
    );
  });
});
