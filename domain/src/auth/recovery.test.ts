import {
  formatRecoveryCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_INCOMPLETE,
  recoveryLockedMessage,
  validateRecoveryCode,
} from './recovery';

describe('recovery codes', () => {
  it('should read a typed code whatever its case, spaces, dashes and look-alike letters', () => {
    expect(normaliseRecoveryCode('abcd-efgh jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(normaliseRecoveryCode('oOil')).toBe('0011');
    expect(validateRecoveryCode('abcd-efgh-jkmn-pqrs')).toBeNull();
  });

  it('should refuse a code of the wrong length or with letters outside the alphabet', () => {
    expect(validateRecoveryCode('ABCD-EFGH-JKMN')).toBe(RECOVERY_CODE_INCOMPLETE);
    expect(validateRecoveryCode('ABCD-EFGH-JKMN-PQRU')).toBe(RECOVERY_CODE_INCOMPLETE);
    expect(validateRecoveryCode(42)).toBe(RECOVERY_CODE_INCOMPLETE);
  });

  it('should print four groups of four and say how long to wait like the login lock', () => {
    expect(formatRecoveryCode('abcdefghjkmnpqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(recoveryLockedMessage(900)).toBe(
      'Too many recovery code attempts for this account. Please wait 15 minutes.',
    );
  });
});
