/**
 * The Enrich+ area (/dashboard_enrich, docs/product/dashboard.md): `<EnrichPage isAdmin={isAdmin}
 * />`, with the StudyStyle Profile, Knowledge and Team items and the Notifications menu. It needs
 * the app's
 * QueryClientProvider, router and session around it.
 */
export { EnrichPage } from './components/EnrichPage';
