// Staff erasure of an account: the same erasure a student can do, with a reason.

export const ERASURE_REASON_MIN = 3;
export const ERASURE_REASON_MAX = 500;

export const ERASURE_REASON_REQUIRED = 'Please give the reason for deleting this account.';
export const ERASE_STUDENTS_ONLY = "Coordinators can delete only their school's student accounts.";
export const ERASE_SELF_REFUSED =
  'You cannot delete your own account here. Ask another admin to do it.';
export const ACCOUNT_DELETED = 'Account deleted successfully';

export const eraseAccountTitle = (email: string): string => `Delete the account of ${email}?`;
export const eraseAccountWarning =
  'Everything stored about this person is erased: answers, results, insights, mail and invitations. ' +
  'The audit trail keeps an anonymised record with your reason. This cannot be undone.';
export const accountErased = (email: string): string => `The account of ${email} was deleted.`;
export const eraseAccountFailed = (message?: string | null): string =>
  `Could not delete the account: ${message || 'Unknown error'}`;

/** The reason as it will be stored, or the message that refuses it. */
export function validateErasureReason(raw: unknown): string | null {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (reason.length < ERASURE_REASON_MIN) return ERASURE_REASON_REQUIRED;
  if (reason.length > ERASURE_REASON_MAX) {
    return `The reason can be at most ${ERASURE_REASON_MAX} characters.`;
  }
  return null;
}
