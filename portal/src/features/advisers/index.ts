/**
 * Sharing reports with the school's careers advisers (docs/product/advisers.md).
 *
 * - `<AdviserSharing userId />`: the control itself (choose reports, share, stop sharing, and the
 *   list of who opened what and when), for any page that hosts it.
 * - `<AdviserSharingSection userId />`: the same as a section of the Sharing page.
 * - `<AdviserSharingDialog open onClose userId />`: the same in a dialog (the dashboard's menu).
 *
 * Needs the app's QueryClientProvider and an MUI theme. Query keys start with 'advisers'.
 */
export { AdviserSharing, type AdviserSharingProps } from './components/AdviserSharing';
export { AdviserSharingSection } from './components/AdviserSharingSection';
export {
  AdviserSharingDialog,
  type AdviserSharingDialogProps,
} from './components/AdviserSharingDialog';
