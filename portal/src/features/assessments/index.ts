/**
 * What other features may use of the assessments feature (features import each other only
 * through their index). The dashboard reads the session kept in this browser to show progress.
 */
export { readStoredSession, type StoredSession } from './lib/assessment-store';
