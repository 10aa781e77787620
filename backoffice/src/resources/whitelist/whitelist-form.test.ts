import {
  addedMessage,
  importSummary,
  toWhitelistPayload,
  validateWhitelistInput,
} from './whitelist-form';

describe('whitelist value validation', () => {
  it('should ask for a value when the trimmed value is empty', () => {
    expect(validateWhitelistInput('   ', { type: 'domain' })).toBe('Please enter a value');
    expect(validateWhitelistInput(undefined, { type: 'email' })).toBe('Please enter a value');
  });

  it('should check an e-mail address when the type is Email', () => {
    expect(validateWhitelistInput(' ada@school.edu ', { type: 'email' })).toBeUndefined();
    expect(validateWhitelistInput('ada@school', { type: 'email' })).toBe('Invalid email format');
    expect(validateWhitelistInput('a da@school.edu', { type: 'email' })).toBe(
      'Invalid email format',
    );
  });

  it('should check a domain when the type is Domain', () => {
    expect(validateWhitelistInput(' my-school.edu ', { type: 'domain' })).toBeUndefined();
    expect(validateWhitelistInput('ada@school.edu', { type: 'domain' })).toMatch(
      /^Invalid domain format \(e\.g\., [a-z.-]+\)$/,
    );
    expect(validateWhitelistInput('school.e', { type: 'domain' })).toMatch(
      /^Invalid domain format/,
    );
  });

  it('should validate as a domain when no type is chosen yet', () => {
    expect(validateWhitelistInput('ada@school.edu', {})).toMatch(/^Invalid domain format/);
  });
});

describe('toWhitelistPayload', () => {
  it('should trim the value and leave the school out when none is chosen', () => {
    expect(
      toWhitelistPayload({ type: 'email', value: '  Ada@School.edu ', school_id: null }),
    ).toEqual({ type: 'email', value: 'Ada@School.edu' });
  });

  it('should send the chosen school as a number', () => {
    expect(toWhitelistPayload({ type: 'domain', value: 'x.edu', school_id: '3' })).toEqual({
      type: 'domain',
      value: 'x.edu',
      school_id: 3,
    });
  });
});

describe('whitelist messages', () => {
  it('should announce the value as the server stored it', () => {
    expect(addedMessage({ value: 'new-school.edu' }, 'New-School.edu')).toBe(
      'new-school.edu added to whitelist.',
    );
    expect(addedMessage({}, 'x.edu')).toBe('x.edu added to whitelist.');
  });

  it('should sum up an import', () => {
    expect(
      importSummary({
        added: 3,
        skipped: 1,
        rejected: [{ line: 4, value: 'nope', reason: 'Invalid email format' }],
      }),
    ).toBe('3 added, 1 skipped as already on the whitelist, 1 rejected.');
  });
});
