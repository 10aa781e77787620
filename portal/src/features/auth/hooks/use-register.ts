import {
  GENERIC_ERROR,
  REGISTER_SUCCESS,
  WHITELIST_CHECK_FAILED,
  notWhitelistedMessage,
  stripTags,
  validateRegistration,
} from '@aspire/domain';
import { useNavigate } from 'react-router-dom';
import { isRateLimited } from '../../../api/api-client';
import { usePublicConfig } from '../../../config/get-public-config';
import { useLimit } from '../../../lib/use-limit';
import { useCheckWhitelistMutation } from '../api/check-whitelist';
import { useClientIp } from '../api/get-ip';
import { useRegisterMutation } from '../api/register';
import { cleanEmail, emailSubject, failedAttempt } from './limit-helpers';
import { useServerLockout } from './use-server-lockout';

export type RegisterValues = {
  username: string;
  age: string;
  email: string;
  password: string;
  acceptedTerms: boolean;
};

/**
 * Registration (docs/product/access.md, "The registration form"): validate, check the whitelist,
 * register; per-IP limits in the browser, lifted when the server no longer locks the typed e-mail.
 */
export function useRegister(typedEmail: string) {
  const limit = useLimit('register', useClientIp());
  useServerLockout('register', emailSubject(typedEmail), limit);
  const whitelist = useCheckWhitelistMutation();
  const registration = useRegisterMutation();
  const { supportEmail } = usePublicConfig();
  const navigate = useNavigate();

  /** Answers the message to show, or null when the user was sent to /login. */
  const submit = async (values: RegisterValues): Promise<string | null> => {
    const username = stripTags(values.username);
    const age = stripTags(values.age).trim();
    const email = cleanEmail(values.email);
    const password = stripTags(values.password);
    const invalid = validateRegistration({
      username,
      age,
      email,
      password,
      acceptedTerms: values.acceptedTerms,
    });
    if (invalid) return invalid;
    const blocked = limit.blockedMessage();
    if (blocked) return blocked;

    try {
      const result = await whitelist.mutateAsync({ email });
      if (result?.isWhitelisted !== true) {
        return limit.recordAttempt() ?? notWhitelistedMessage(supportEmail);
      }
    } catch (error) {
      if (isRateLimited(error)) return failedAttempt(limit, error, WHITELIST_CHECK_FAILED);
      return limit.recordAttempt() ?? WHITELIST_CHECK_FAILED;
    }

    try {
      await registration.mutateAsync({ email, password, age: Number(age), username });
    } catch (error) {
      return failedAttempt(limit, error, GENERIC_ERROR);
    }
    limit.reset();
    void navigate('/login', { replace: true, state: { message: REGISTER_SUCCESS } });
    return null;
  };

  return { limit, submit, pending: whitelist.isPending || registration.isPending };
}
