/**
 * The five Manage Account actions, in the order the dialog lists them
 * (docs/product/dashboard.md, "Manage Account").
 */
export type AccountAction = 'invite' | 'username' | 'email' | 'download' | 'delete';

export const ACCOUNT_ACTIONS: readonly AccountAction[] = [
  'invite',
  'username',
  'email',
  'download',
  'delete',
];

export const ACTION_LABELS: Record<AccountAction, string> = {
  invite: 'Invite a Friend',
  username: 'Change Username',
  email: 'Change Email Address',
  download: 'Download Your Data',
  delete: 'Delete This Account',
};

/** The field an action asks for besides the password (null: the password only). */
export const ACTION_INPUT_LABELS: Record<AccountAction, string | null> = {
  invite: "Friend's Email",
  username: 'New Username',
  email: 'New Email',
  download: null,
  delete: null,
};

export const ACTION_DESCRIPTIONS: Record<AccountAction, string> = {
  invite:
    'Add a friend’s email address so they can register. You can add 2 addresses every 6 months.',
  username: 'Choose a new username (3 to 50 characters). You can change it once a month.',
  email:
    'We will send a verification link to the new address; the change applies once you open it. You can change it once a month.',
  download:
    'Download everything we store about you (profile, answers, results, insights) as a CSV file. You can do this once a month.',
  delete: 'Permanently delete your account, your answers and your results. This cannot be undone.',
};

const cooldownNote = (isAdmin: boolean, text: string) => (isAdmin ? '' : ` ${text}`);

/** Confirm Action: what the dialog asks before performing. */
export function confirmText(action: AccountAction, value: string, isAdmin: boolean): string {
  switch (action) {
    case 'invite':
      return `Add ${value} to the whitelist so they can register?`;
    case 'username':
      return `Change your username to "${value}"?${cooldownNote(isAdmin, 'You will not be able to change it again for 30 days.')}`;
    case 'email':
      return `Change your email address to ${value}? A verification email will be sent to the new address.${cooldownNote(isAdmin, 'You will not be able to change it again for 30 days.')}`;
    case 'download':
      return `Download all your data as a CSV file?${cooldownNote(isAdmin, 'You can download it again after 30 days.')}`;
    case 'delete':
      return 'Permanently delete your account and all your data? This cannot be undone, and you will be logged out.';
  }
}
