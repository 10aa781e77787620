/**
 * Sharing under the student's control (docs/decisions/0230-parent-links.md): the report pages'
 * Share and PDF buttons, the student's Sharing page, and the parent's signed-out page.
 */
export { ReportShareActions } from './components/ReportShareActions';
export { SharingPage } from './components/SharingPage';
export { SharedReportPage } from './components/SharedReportPage';
export { ParentLinksSection } from './components/ParentLinksSection';
export { SHARED_PATH, SHARING_PATH } from './lib/share-url';
