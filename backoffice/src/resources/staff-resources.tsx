import { Resource } from 'react-admin';
import { canAccess } from '../access/canAccess';
import assignments from './assignments';
import auditLogs from './audit-logs';
import facets from './facets';
import instrumentVersions from './instrument-versions';
import outbox from './outbox';
import questions from './questions';
import rejectedSignups from './rejected-signups';
import scaleHealth from './scale-health';
import settings from './settings';
import sharedStudents from './shared-students';
import schools from './schools';
import schoolSso from './school-sso';
import students from './students';
import teamFeedback from './team-feedback';
import users from './users';
import whitelist from './whitelist';

// The menu's order; each folder's index.ts gives its label, icon and views.
const staffResources = [
  // Careers advisers only (no other role has a grant for it).
  ['shared-students', sharedStudents],
  ['questions', questions],
  ['facets', facets],
  ['scale-health', scaleHealth],
  ['instrument-versions', instrumentVersions],
  ['students', students],
  ['assignments', assignments],
  ['whitelist', whitelist],
  ['rejected-signups', rejectedSignups],
  ['team-feedback', teamFeedback],
  ['schools', schools],
  ['school-sso', schoolSso],
  ['users', users],
  ['audit-logs', auditLogs],
  ['outbox', outbox],
  // Admins only (coordinators have no grant for it).
  ['settings', settings],
] as const;

/** The <Resource> elements the role may list, so the menu shows only those. */
export const resourcesFor = (role: unknown) =>
  staffResources
    .filter(([name]) => canAccess(role, name, 'list'))
    .map(([name, resource]) => <Resource key={name} name={name} {...resource} />);
