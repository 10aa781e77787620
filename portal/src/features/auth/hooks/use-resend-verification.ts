import { RESEND_FAILED, RESEND_SUCCESS, validateEmail } from '@aspire/domain';
import { useLimit } from '../../../lib/use-limit';
import { useResendVerificationMutation } from '../api/resend-verification';
import { cleanEmail, emailSubject, failedAttempt } from './limit-helpers';

/**
 * Resend verification, 3 per e-mail per hour and 10 per UTC day
 * (docs/product/access.md, "Lockouts and backoff").
 */
export function useResendVerification(typedEmail: string) {
  const limit = useLimit('resend', emailSubject(typedEmail));
  const { mutateAsync, isPending } = useResendVerificationMutation();

  /** Answers the message to show. */
  const submit = async (rawEmail: string): Promise<string> => {
    const email = cleanEmail(rawEmail);
    const invalid = validateEmail(email);
    if (invalid) return invalid;
    const blocked = limit.blockedMessage();
    if (blocked) return blocked;
    try {
      await mutateAsync({ email });
    } catch (error) {
      return failedAttempt(limit, error, RESEND_FAILED);
    }
    limit.recordAttempt();
    return RESEND_SUCCESS;
  };

  return { limit, submit, pending: isPending };
}
