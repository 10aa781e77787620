/**
 * The Generate Insights tab of the main dashboard
 * (docs/product/dashboard.md, "AI insights (Generate Insights)").
 *
 * `<InsightsTab userId={userId} isAdmin={isAdmin} />`
 * - `userId: string` — the student whose insights are shown and generated (the session's user id;
 *   an empty string shows 'User not authenticated. Please log in.').
 * - `isAdmin: boolean` — admins are exempt from the 6-month generation lock.
 *
 * It loads `GET /api/insights/:userId` and the profile prompt the server builds from the latest
 * UniReady, Subject Exploration and FutureReady scores (`GET /api/insights/prompt/:userId`), and needs the app's QueryClientProvider and an MUI theme around it.
 * Query keys start with 'insights'.
 */
export { InsightsTab, type InsightsTabProps } from './components/InsightsTab';
