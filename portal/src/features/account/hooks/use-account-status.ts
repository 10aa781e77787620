import { useAccountDates } from '../api/get-account-dates';
import { useEarliestEmailAddition } from '../api/get-earliest-email-addition';
import { useUserEmailCount } from '../api/get-user-email-count';
import type { AccountAction } from '../lib/account-actions';
import { cooldownLocks, inviteLock } from '../lib/cooldowns';
import { EMAIL_STATUS_FAILED } from '../lib/messages';

export type AccountStatus = {
  /** the tooltip of each disabled action */
  locks: Partial<Record<AccountAction, string>>;
  /** Invite a Friend: how many e-mails were added in the last 6 months */
  emailCount: number | null;
  /** 'Failed to fetch email addition status.' when the counter could not be read */
  inviteError: string | null;
  loading: boolean;
};

/**
 * The 30-day cooldowns and the Invite a Friend limit, admins exempt
 * (docs/product/dashboard.md, "Manage Account").
 */
export function useAccountStatus(userId: string, isAdmin: boolean): AccountStatus {
  const dates = useAccountDates(userId);
  const count = useUserEmailCount(Boolean(userId));
  const atLimit = count.data?.limitReached === true;
  const earliest = useEarliestEmailAddition(userId, atLimit && !isAdmin);

  const locks = cooldownLocks(dates.data, new Date(), isAdmin);
  const invite = inviteLock(
    count.data ? { ...count.data, earliestDate: earliest.data?.earliestDate ?? null } : undefined,
    isAdmin,
  );
  if (invite) locks.invite = invite;

  return {
    locks,
    emailCount: count.data?.emailCount ?? null,
    inviteError: count.isError || earliest.isError ? EMAIL_STATUS_FAILED : null,
    loading: dates.isPending || count.isPending || (atLimit && !isAdmin && earliest.isPending),
  };
}
