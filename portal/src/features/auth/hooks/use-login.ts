import {
  GENERIC_ERROR,
  INVALID_LOGIN_RESPONSE,
  PASSWORD_REQUIRED,
  stripTags,
  validateEmail,
} from '@aspire/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLimit, type Limit } from '../../../lib/use-limit';
import { useSession } from '../../../session/session-context';
import { useLoginMutation } from '../api/login';
import { loginStatusQueryOptions } from '../api/login-status';
import { cleanEmail, emailSubject, failedAttempt } from './limit-helpers';

/**
 * Login with backoff and the per-e-mail lockout; success goes to /dashboard
 * (docs/product/access.md, "Lockouts and backoff").
 */
export function useLogin(typedEmail: string) {
  const subject = emailSubject(typedEmail);
  const limit = useLimit('login', subject);
  const { mutateAsync, isPending } = useLoginMutation();
  useServerLockout(subject, limit);
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

/**
 * The server is the authority on the lockout. While this browser's record says the
 * e-mail is locked, ask the server (now and every 30 s); when it says the lock is gone (staff
 * "Unlock", a password reset), the local record goes too, so the student can log in.
 */
function useServerLockout(subject: string | null, limit: Limit) {
  const status = useQuery({
    ...loginStatusQueryOptions(subject ?? ''),
    enabled: subject !== null && limit.locked,
  });
  const free = status.isSuccess && status.data?.waitSeconds === 0;
  const handled = useRef(0);
  const { reset } = limit;
  useEffect(() => {
    // Each answer is acted on once: a later failure starts a new local record.
    if (!free || handled.current === status.dataUpdatedAt) return;
    handled.current = status.dataUpdatedAt;
    reset();
  }, [free, status.dataUpdatedAt, reset]);
}
