/**
 * The Manage Account modal of the main dashboard (docs/product/dashboard.md, "Manage Account").
 *
 * `<ManageAccountDialog open={open} onClose={close} userId={userId} isAdmin={isAdmin} />`
 * - `open: boolean` — shows the modal; each opening starts at the action list.
 * - `onClose: () => void` — called by Close, Escape or a click outside.
 * - `userId: string` — the signed-in user (the session's user id).
 * - `isAdmin: boolean` — admins are exempt from the 30-day cooldowns and the invite limit.
 *
 * Actions: Invite a Friend, Change Username, Change Email Address, Download Your Data, Delete This
 * Account; each asks for the password, then Confirm Action. Deleting logs out through the session
 * (to /login), so the dialog must sit inside the app's SessionProvider, router and
 * QueryClientProvider, under an MUI theme. Query keys start with 'account'.
 */
export {
  ManageAccountDialog,
  type ManageAccountDialogProps,
} from './components/ManageAccountDialog';
/** The signed-in user's account row (username, email, role), shared with the printed reports. */
export { useUser, type AccountUser } from './api/get-user';
