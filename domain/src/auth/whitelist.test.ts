import {
  filterWhitelist,
  validateWhitelistValue,
  whitelistAddFailed,
  whitelistAdded,
  whitelistConfirmDeletion,
  whitelistDeleteFailed,
  whitelistDomainInvalid,
  whitelistRemoved,
} from './whitelist';

describe('validateWhitelistValue', () => {
  it('should trim and require a value', () => {
    expect(validateWhitelistValue('domain', '   ')).toBe('Please enter a value');
    expect(validateWhitelistValue('email', '  ada@school.edu  ')).toBeNull();
  });

  it('should check the e-mail format', () => {
    expect(validateWhitelistValue('email', 'ada@school')).toBe('Invalid email format');
    expect(validateWhitelistValue('email', 'a da@school.edu')).toBe('Invalid email format');
  });

  it('should refuse what registration refuses: non-ASCII, control characters, over 254', () => {
    expect(validateWhitelistValue('email', 'zoë@school.edu')).toBe('Invalid email format');
    expect(validateWhitelistValue('email', 'a\u0000b@school.edu')).toBe('Invalid email format');
    expect(validateWhitelistValue('email', `${'a'.repeat(250)}@s.edu`)).toBe(
      'Invalid email format',
    );
    expect(validateWhitelistValue('domain', `${'a'.repeat(251)}.edu`)).toBe(
      'Invalid domain format (e.g., school.edu)',
    );
  });

  it('should check the domain format', () => {
    expect(validateWhitelistValue('domain', 'school.ac.uk')).toBeNull();
    expect(validateWhitelistValue('domain', 'my-school.edu')).toBeNull();
    for (const bad of ['school', 'school.c', 'school.123', 'sch ool.edu', 'ada@school.edu']) {
      expect(validateWhitelistValue('domain', bad)).toBe(
        'Invalid domain format (e.g., school.edu)',
      );
    }
    expect(whitelistDomainInvalid('example.org')).toBe('Invalid domain format (e.g., example.org)');
  });
});

describe('whitelist messages', () => {
  it('should build every text', () => {
    expect(whitelistAddFailed('Duplicate')).toBe('Failed to add entry: Duplicate');
    expect(whitelistAddFailed()).toBe('Failed to add entry: Unknown error');
    expect(whitelistDeleteFailed(null)).toBe('Failed to delete entry: Unknown error');
    expect(whitelistAdded('school.edu')).toBe('school.edu added to whitelist.');
    expect(whitelistRemoved('school.edu')).toBe('school.edu removed from whitelist.');
    expect(whitelistConfirmDeletion('school.edu')).toBe(
      'Are you sure you want to remove school.edu from the whitelist?',
    );
  });

  it('should filter by case-insensitive substring', () => {
    expect(filterWhitelist(['School.edu', 'other.org', 'SCHOOLS.net'], 'school')).toEqual([
      'School.edu',
      'SCHOOLS.net',
    ]);
  });
});
