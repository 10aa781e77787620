import { auditActionLabel, auditResourceLabel, optionsText, roleLabel, yesNo } from './labels';

describe('labels staff read', () => {
  it('should name codes in words, unknown ones included', () => {
    expect(auditActionLabel('login_failed')).toBe('Failed sign-in');
    expect(auditResourceLabel('auth')).toBe('Sign-in');
    expect(roleLabel('user')).toBe('Student');
    expect(auditActionLabel('account_erased')).toBe('Account erased');
    expect(auditActionLabel('__proto__')).toBe('Proto');
  });

  it('should write booleans and options readably', () => {
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No']);
    expect(
      optionsText([
        { optionText: 'Never', score: 1 },
        { optionText: 'Often', score: 4 },
      ]),
    ).toBe('Never (1); Often (4)');
  });
});
