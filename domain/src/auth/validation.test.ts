import {
  AGE_INVALID,
  AGE_TOO_YOUNG,
  EMAIL_INVALID,
  PASSWORD_INVALID,
  PASSWORD_TOO_LONG,
  TERMS_REQUIRED,
  USERNAME_INVALID,
} from './messages';
import {
  normaliseEmail,
  passwordRequirements,
  validateAge,
  validateEmail,
  validatePassword,
  validateRegistration,
  validateUsername,
} from './validation';

const valid = { username: 'ada_99', age: 15, email: 'ada@school.edu', password: 'Secret1!x' };

describe('validateEmail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.school.ac.uk'])('should accept %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each(['', 'ada', 'ada@school', '@school.edu', 'ada @school.edu', 'ada@school.edu ', 'a@b.'])(
    "should answer 'Please enter a valid email address.' for %j",
    (email) => {
      expect(validateEmail(email)).toBe('Please enter a valid email address.');
    },
  );

  it('should refuse non-strings, unicode and over-long addresses', () => {
    expect(validateEmail(42)).toBe(EMAIL_INVALID);
    expect(validateEmail(undefined)).toBe(EMAIL_INVALID);
    expect(validateEmail('äda@schüle.de')).toBe(EMAIL_INVALID);
    expect(validateEmail(`${'a'.repeat(250)}@b.co`)).toBe(EMAIL_INVALID);
  });
});

describe('validatePassword (register rule)', () => {
  it.each(['Secret1!', 'Abcdefg1@', 'ZZzz99$$%%**??&&'])('should accept %s', (password) => {
    expect(validatePassword(password)).toBeNull();
  });

  it.each([
    ['too short', 'Sec1!ab'],
    ['no uppercase', 'secret1!'],
    ['no lowercase', 'SECRET1!'],
    ['no digit', 'Secret!!'],
    ['no symbol', 'Secret12'],
    ['a symbol outside @$!%*?&', 'Secret1!#'],
    ['a space', 'Secret 1!'],
    ['a non-string', 12345678],
  ])('should refuse a password with %s', (_case, password) => {
    expect(validatePassword(password)).toBe(
      'Password must be at least 8 characters and include uppercase, lowercase, number, and symbol.',
    );
  });

  it('should accept 128 characters and refuse 129 without truncating', () => {
    const base = 'Aa1!';
    expect(validatePassword(base.repeat(32))).toBeNull();
    expect(validatePassword(base.repeat(32) + 'a')).toBe(PASSWORD_TOO_LONG);
  });

  it('should report each requirement of the list', () => {
    expect(passwordRequirements('abc').map((r) => r.met)).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
    expect(passwordRequirements('Secret1!').every((r) => r.met)).toBe(true);
    expect(passwordRequirements('').at(-1)?.met).toBe(false);
  });
});

describe('validateUsername', () => {
  it.each(['abc', 'Ada_Lovelace_1815', 'x'.repeat(50)])('should accept %s', (username) => {
    expect(validateUsername(username)).toBeNull();
  });

  it.each(['ab', 'x'.repeat(51), 'ada lovelace', 'ada-l', '<script>', 'x'.repeat(10_000), null])(
    'should refuse %j',
    (username) => {
      expect(validateUsername(username)).toBe(
        'Username must be 3–50 characters long and contain only letters, numbers, or underscores.',
      );
    },
  );
});

describe('validateAge', () => {
  it.each([13, '13', ' 18 ', 120])('should accept %j', (age) => {
    expect(validateAge(age)).toBeNull();
  });

  it.each([0, 12, '12'])(
    "should answer 'You must be at least 13 years old to register.' for %j",
    (age) => {
      expect(validateAge(age)).toBe('You must be at least 13 years old to register.');
    },
  );

  it.each(['abc', '', -1, '-5', 121, 200, 13.5, '13.5', '1e2', null, undefined, NaN])(
    'should answer a clear message for %j',
    (age) => {
      expect(validateAge(age)).toBe(AGE_INVALID);
    },
  );
});

describe('validateRegistration', () => {
  it('should pass a valid payload', () => {
    expect(validateRegistration(valid)).toBeNull();
    expect(validateRegistration({ ...valid, acceptedTerms: true })).toBeNull();
  });

  it('should answer the first failing field in form order', () => {
    expect(validateRegistration({ ...valid, username: 'x', age: 5 })).toBe(USERNAME_INVALID);
    expect(validateRegistration({ ...valid, age: 5, email: 'x' })).toBe(AGE_TOO_YOUNG);
    expect(validateRegistration({ ...valid, email: 'x', password: 'x' })).toBe(EMAIL_INVALID);
    expect(validateRegistration({ ...valid, password: 'x', acceptedTerms: false })).toBe(
      PASSWORD_INVALID,
    );
    expect(validateRegistration({ ...valid, acceptedTerms: false })).toBe(TERMS_REQUIRED);
  });

  it('should refuse an empty body', () => {
    expect(validateRegistration({})).toBe(USERNAME_INVALID);
  });
});

describe('normaliseEmail', () => {
  it('should trim and lower-case', () => {
    expect(normaliseEmail('  Ada@School.EDU ')).toBe('ada@school.edu');
  });
});
