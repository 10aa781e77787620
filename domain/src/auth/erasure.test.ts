import {
  ERASURE_REASON_REQUIRED,
  accountErased,
  eraseAccountFailed,
  validateErasureReason,
} from './erasure';

describe('staff erasure texts and rules', () => {
  it('should require a reason of 3 to 500 characters, ignoring surrounding spaces', () => {
    expect(validateErasureReason(undefined)).toBe(ERASURE_REASON_REQUIRED);
    expect(validateErasureReason('   ok  ')).toBe(ERASURE_REASON_REQUIRED);
    expect(validateErasureReason('Parent asked by letter')).toBeNull();
    expect(validateErasureReason('x'.repeat(501))).toBe(
      'The reason can be at most 500 characters.',
    );
  });

  it('should word the toasts for staff', () => {
    expect(accountErased('pupil@school.test')).toBe(
      'The account of pupil@school.test was deleted.',
    );
    expect(eraseAccountFailed('This record belongs to another school.')).toBe(
      'Could not delete the account: This record belongs to another school.',
    );
    expect(eraseAccountFailed()).toBe('Could not delete the account: Unknown error');
  });
});
