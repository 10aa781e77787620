import { useAddUserEmailMutation } from '../api/add-user-email';
import { useChangeEmailMutation } from '../api/change-email';
import { useDeleteAccountMutation } from '../api/delete-account';
import { downloadFileName, useDownloadDataMutation } from '../api/download-data';
import { useUpdateUsernameMutation } from '../api/update-username';
import type { AccountAction } from '../lib/account-actions';
import { DATA_DOWNLOADED, EMAIL_ADDED, USERNAME_UPDATED } from '../lib/messages';
import { saveFile } from '@aspire/domain';

/** What happened after a performed action: a message to show, or where the flow goes next. */
export type ActionResult =
  { kind: 'message'; text: string } | { kind: 'verification'; email: string } | { kind: 'deleted' };

/**
 * The call behind each Manage Account action (docs/product/dashboard.md, "Manage Account"). Throws
 * what the call throws.
 */
export function usePerformAction(userId: string) {
  const invite = useAddUserEmailMutation();
  const username = useUpdateUsernameMutation();
  const email = useChangeEmailMutation();
  const download = useDownloadDataMutation();
  const remove = useDeleteAccountMutation();

  /** `password`: the one just checked; the server asks for it again to delete or change e-mail. */
  const perform = async (
    action: AccountAction,
    value: string,
    password: string,
  ): Promise<ActionResult> => {
    switch (action) {
      case 'invite': {
        const answer = await invite.mutateAsync({ email: value });
        return { kind: 'message', text: answer?.message || EMAIL_ADDED };
      }
      case 'username':
        await username.mutateAsync({ userId, username: value });
        return { kind: 'message', text: USERNAME_UPDATED };
      case 'email':
        await email.mutateAsync({ userId, newEmail: value, password });
        return { kind: 'verification', email: value };
      case 'download':
        saveFile(await download.mutateAsync(userId), downloadFileName(userId));
        return { kind: 'message', text: DATA_DOWNLOADED };
      case 'delete':
        await remove.mutateAsync({ userId, password });
        return { kind: 'deleted' };
    }
  };

  const pending = [invite, username, email, download, remove].some((m) => m.isPending);
  return { perform, pending };
}
