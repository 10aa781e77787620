// The signed-out calls behind the back-office's password pages: the portal's reset routes and the
// staff invitation's (docs/product/access.md, "Resetting a password", "Staff accounts").
import { fetchUtils, HttpError } from 'react-admin';

const send = async (url: string, body: object): Promise<string> => {
  try {
    const { json } = await fetchUtils.fetchJson(url, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return (json as { message: string }).message;
  } catch (error) {
    const answer = error instanceof HttpError ? (error.body as { error?: unknown }) : undefined;
    throw new Error(typeof answer?.error === 'string' ? answer.error : 'Something went wrong.');
  }
};

export type PasswordLink = { email: string; token: string; newPassword: string };

export const requestReset = (email: string) => send('/api/users/forgot-password', { email });
export const resetPassword = (link: PasswordLink) => send('/api/users/reset-password', link);
export const acceptInvitation = (link: PasswordLink) =>
  send('/api/admin/staff-invitations/accept', link);
