import {
  ACCOUNT_EMAIL_INVALID,
  NEW_EMAIL_REQUIRED,
  validateInviteEmail,
  validateNewEmail,
  validateNewUsername,
} from './validation';

describe('account rules', () => {
  it.each([
    ['', NEW_EMAIL_REQUIRED],
    ['   ', NEW_EMAIL_REQUIRED],
    [42, NEW_EMAIL_REQUIRED],
    ['not-an-email', ACCOUNT_EMAIL_INVALID],
    ['zoë@demo-school.test', ACCOUNT_EMAIL_INVALID],
    ['ada@dëmo.test', ACCOUNT_EMAIL_INVALID],
    ['a\u0000b@demo.test', ACCOUNT_EMAIL_INVALID],
    [`${'a'.repeat(250)}@x.test`, ACCOUNT_EMAIL_INVALID],
    [' New.Address@demo-school.test ', null],
  ])('should answer %j for a new e-mail %j', (value, message) => {
    expect(validateNewEmail(value)).toBe(message);
  });

  it('should refuse a non-ASCII friend address', () => {
    expect(validateInviteEmail('zoë@gmail.test')).toBe(ACCOUNT_EMAIL_INVALID);
    expect(validateInviteEmail('')).toBe(ACCOUNT_EMAIL_INVALID);
  });

  it.each([
    ['', 'New username is required.'],
    ['ab', 'Username must be between 3 and 50 characters.'],
    ['a'.repeat(51), 'Username must be between 3 and 50 characters.'],
    ['bad name', 'Username may contain only letters, numbers, or underscores.'],
    ['nul\u0000l', 'Username may contain only letters, numbers, or underscores.'],
    ['good_name_1', null],
  ])('should answer %j for a new username %j', (value, message) => {
    expect(validateNewUsername(value)).toBe(message);
  });
});
