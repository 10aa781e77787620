import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSession } from '../../../session/session-context';
import { useVerifyPasswordMutation } from '../api/verify-password';
import type { AccountAction } from '../lib/account-actions';
import { performErrorMessage, verifyErrorMessage } from '../lib/action-errors';
import { INCORRECT_PASSWORD } from '../lib/messages';
import {
  cleanActionInput,
  validateAccountPassword,
  validateActionInput,
} from '../lib/validate-action';
import { usePerformAction } from './use-perform-action';

export type AccountNotice = { text: string; severity: 'success' | 'error' };

/**
 * The account action flow (docs/product/dashboard.md, "Manage Account"): choose an action, enter
 * the password (checked by the server), confirm, perform. E-mail changes end with the verification
 * notice; deletion logs out.
 */
export function useAccountFlow(userId: string) {
  const session = useSession();
  const queryClient = useQueryClient();
  const verify = useVerifyPasswordMutation();
  const { perform, pending } = usePerformAction(userId);
  const [action, setAction] = useState<AccountAction | null>(null);
  /** the cleaned value awaiting confirmation; non-null while Confirm Action is open */
  const [confirming, setConfirming] = useState<string | null>(null);
  /** the password just checked: deleting the account and changing the e-mail send it again */
  const password = useRef('');
  const [verificationEmail, setVerificationEmail] = useState<string | null>(null);
  const [notice, setNotice] = useState<AccountNotice | null>(null);
  const fail = (text: string) => setNotice({ text, severity: 'error' });

  const choose = (next: AccountAction | null) => {
    setNotice(null);
    setAction(next);
  };

  /** Validates the form and checks the password; opens Confirm Action when both pass. */
  const submitDetails = async (rawValue: string, entered: string) => {
    if (!action) return;
    setNotice(null);
    const value = cleanActionInput(action, rawValue);
    const invalid = validateActionInput(action, value) ?? validateAccountPassword(entered);
    if (invalid) return fail(invalid);
    let answer;
    try {
      answer = await verify.mutateAsync({ userId, password: entered });
    } catch (error) {
      return fail(verifyErrorMessage(error));
    }
    if (answer?.isValid !== true) return fail(INCORRECT_PASSWORD);
    password.current = entered;
    setConfirming(value);
  };

  const cancelConfirm = () => {
    password.current = '';
    setConfirming(null);
  };

  const confirm = async () => {
    if (!action || confirming === null) return;
    try {
      const result = await perform(action, confirming, password.current);
      cancelConfirm();
      if (result.kind === 'deleted') {
        queryClient.removeQueries({ queryKey: ['account'] });
        session.logout();
        return;
      }
      setAction(null);
      if (result.kind === 'verification') setVerificationEmail(result.email);
      else setNotice({ text: result.text, severity: 'success' });
    } catch (error) {
      cancelConfirm();
      fail(performErrorMessage(action, error));
    }
  };

  return {
    action,
    notice,
    confirming,
    verificationEmail,
    checking: verify.isPending,
    performing: pending,
    choose,
    submitDetails,
    confirm,
    cancelConfirm,
    closeVerification: () => setVerificationEmail(null),
  };
}
