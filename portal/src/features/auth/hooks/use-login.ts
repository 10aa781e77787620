import {
  GENERIC_ERROR,
  INVALID_LOGIN_RESPONSE,
  PASSWORD_REQUIRED,
  stripTags,
  validateEmail,
} from '@aspire/domain';
import { useNavigate } from 'react-router-dom';
import { useLimit } from '../../../lib/use-limit';
import { useSession } from '../../../session/session-context';
import { useLoginMutation } from '../api/login';
import { cleanEmail, emailSubject, failedAttempt } from './limit-helpers';
import { useServerLockout } from './use-server-lockout';

/**
 * Login with backoff and the per-e-mail lockout; success goes to /dashboard
 * (docs/product/access.md, "Lockouts and backoff").
 */
export function useLogin(typedEmail: string) {
  const subject = emailSubject(typedEmail);
  const limit = useLimit('login', subject);
  const { mutateAsync, isPending } = useLoginMutation();
  useServerLockout('login', subject, limit);
  const session = useSession();
  const navigate = useNavigate();

  /** Answers the message to show, or null when the user was sent to /dashboard. */
  const submit = async (rawEmail: string, rawPassword: string): Promise<string | null> => {
    const email = cleanEmail(rawEmail);
    const password = stripTags(rawPassword);
    const invalid = validateEmail(email) ?? (password ? null : PASSWORD_REQUIRED);
    if (invalid) return invalid;
    // No refusal on the local record: the server decides, and a 429 updates it.

    let response;
    try {
      response = await mutateAsync({ email, password });
    } catch (error) {
      return failedAttempt(limit, error, GENERIC_ERROR);
    }
    if (!response?.token || response.user_id === undefined || response.user_id === null) {
      return limit.recordAttempt() ?? INVALID_LOGIN_RESPONSE;
    }
    if (!(await session.login(response.token, String(response.user_id)))) return GENERIC_ERROR;
    limit.reset();
    void navigate('/dashboard', { replace: true });
    return null;
  };

  return { limit, submit, pending: isPending };
}
