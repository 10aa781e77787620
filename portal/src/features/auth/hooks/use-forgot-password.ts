import { FORGOT_FAILED, FORGOT_SUCCESS, validateEmail } from '@aspire/domain';
import { useLimit } from '../../../lib/use-limit';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { cleanEmail, emailSubject, failedAttempt } from './limit-helpers';

export type ForgotResult = { sent: boolean; message: string };

/**
 * Forgot-password requests, 3 per e-mail per hour, backoff from 10 s
 * (docs/product/access.md, "Lockouts and backoff").
 */
export function useForgotPassword(typedEmail: string) {
  const limit = useLimit('forgot', emailSubject(typedEmail));
  const { mutateAsync, isPending } = useForgotPasswordMutation();

  const submit = async (rawEmail: string): Promise<ForgotResult> => {
    const email = cleanEmail(rawEmail);
    const invalid = validateEmail(email);
    if (invalid) return { sent: false, message: invalid };
    const blocked = limit.blockedMessage();
    if (blocked) return { sent: false, message: blocked };
    try {
      await mutateAsync({ email });
    } catch (error) {
      return { sent: false, message: failedAttempt(limit, error, FORGOT_FAILED) };
    }
    // Every request counts, sent or not: the limit is on e-mails sent.
    limit.recordAttempt();
    return { sent: true, message: FORGOT_SUCCESS };
  };

  return { limit, submit, pending: isPending };
}
