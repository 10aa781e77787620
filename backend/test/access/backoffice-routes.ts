import { SCORING_VERSION } from '@aspire/domain';
import {
  Call,
  entry,
  SIGNED_IN,
  ADMIN,
  ADVISER,
  STAFF_LIST,
  STAFF_RECORD,
  STAFF_HIDDEN,
  HIDDEN,
  unique,
  question,
  facet,
} from './route-kinds';

/** The back-office's routes and who may call them. */
export const BACKOFFICE_ROUTES: Record<string, Call> = {
  // Back-office: whitelist (coordinators: their own school)
  'GET /api/admin/whitelist': { expected: STAFF_LIST },
  'GET /api/admin/whitelist/export.csv': { expected: STAFF_LIST },
  'GET /api/admin/whitelist/{id}': {
    expected: STAFF_RECORD,
    params: (w) => ({ id: w.ids.whitelist }),
  },
  'POST /api/admin/whitelist': {
    expected: STAFF_RECORD,
    body: (w) => ({ ...entry(), school_id: w.demoSchoolId }),
  },
  'PUT /api/admin/whitelist/{id}': {
    expected: STAFF_RECORD,
    params: async (w) => ({ id: await w.make.whitelist() }),
    body: (w) => ({ school_id: w.demoSchoolId }),
  },
  'DELETE /api/admin/whitelist/{id}': {
    expected: STAFF_RECORD,
    params: async (w) => ({ id: await w.make.whitelist() }),
  },
  'POST /api/admin/whitelist/import': {
    expected: STAFF_LIST,
    body: () => ({ csv: `type,value\nemail,imported${unique()}@demo-school.test\n` }),
  },

  // Back-office: a careers adviser's students who shared, and one's shared reports
  'GET /api/admin/shared-students': { expected: ADVISER },
  'GET /api/admin/shared-students/{id}': { expected: ADVISER, params: (w) => ({ id: w.a.id }) },

  // Back-office: coordinator reports (coordinators: their own school)
  'GET /api/admin/reports/funnel': { expected: STAFF_LIST },
  'GET /api/admin/reports/funnel/export.csv': { expected: STAFF_LIST },
  'GET /api/admin/reports/weekly': { expected: STAFF_LIST },
  'GET /api/admin/reports/weekly/export.csv': { expected: STAFF_LIST },
  'GET /api/admin/reports/aggregates': { expected: STAFF_LIST },
  'GET /api/admin/reports/aggregates/export.csv': { expected: STAFF_LIST },
  // Scale health (coordinators: their own school)
  'GET /api/admin/scale-health': {
    expected: STAFF_LIST,
    query: () => ({ assessment_type: 'Career' }),
  },
  'GET /api/admin/students': { expected: STAFF_LIST },
  'GET /api/admin/students/export.csv': { expected: STAFF_LIST },
  'POST /api/admin/students/resend-verification': {
    expected: STAFF_LIST,
    body: () => ({ days: 7 }),
  },
  'POST /api/admin/students/invite': { expected: STAFF_LIST, body: () => ({}) },
  'GET /api/admin/students/{id}': { expected: STAFF_RECORD, params: (w) => ({ id: w.a.id }) },
  'PATCH /api/admin/students/{id}': {
    expected: STAFF_RECORD,
    params: (w) => ({ id: w.a.id }),
    body: () => ({ class_name: '10A' }),
  },
  'POST /api/admin/students/roster-import': {
    expected: STAFF_LIST,
    body: () => ({ csv: `email,year_group\nroster${unique()}@demo-school.test,Year 12\n` }),
  },
  'POST /api/admin/students/roster-import/preview': {
    expected: STAFF_LIST,
    body: () => ({ csv: `email,year_group\nroster${unique()}@demo-school.test,Year 12\n` }),
  },
  // Recovery codes: a student of A's school; the other school's coordinator is refused
  'POST /api/admin/recovery-codes': {
    expected: STAFF_RECORD,
    body: (w) => ({ user_id: w.a.id }),
  },
  'DELETE /api/admin/recovery-codes/{userId}': {
    expected: STAFF_RECORD,
    params: (w) => ({ userId: w.a.id }),
  },
  // Assignments with deadlines (coordinators: their own school)
  'GET /api/admin/assignments': { expected: STAFF_LIST },
  'POST /api/admin/assignments': {
    expected: STAFF_LIST,
    body: () => ({
      assessment_types: ['Career'],
      class_name: '12B',
      due_at: new Date(Date.now() + 30 * 24 * 3_600_000).toISOString(),
    }),
  },
  'GET /api/admin/assignments/export.csv': { expected: STAFF_LIST },
  'GET /api/admin/assignments/groups': { expected: STAFF_LIST },
  'POST /api/admin/assignments/check': {
    expected: STAFF_LIST,
    body: () => ({ assessment_types: ['Learning'], year_group: 'Year 12' }),
  },
  'PATCH /api/admin/assignments/{id}': {
    expected: STAFF_RECORD,
    params: async (w) => ({ id: await w.make.assignment() }),
    body: () => ({ message: 'Please finish before the holidays.' }),
  },
  'GET /api/admin/assignments/{id}': {
    expected: STAFF_RECORD,
    params: async (w) => ({ id: await w.make.assignment() }),
  },
  'GET /api/admin/assignments/{id}/export.csv': {
    expected: STAFF_RECORD,
    params: async (w) => ({ id: await w.make.assignment() }),
  },
  'POST /api/admin/assignments/{id}/remind': {
    expected: STAFF_RECORD,
    params: async (w) => ({ id: await w.make.assignment() }),
  },
  'DELETE /api/admin/assignments/{id}': {
    expected: STAFF_RECORD,
    params: async (w) => ({ id: await w.make.assignment() }),
  },
  'GET /api/assignments/mine': { expected: SIGNED_IN },
  // Team feedback checked by the school (coordinators: their own school); scoping per record is
  // tested in test/team/feedback-review.test.ts, here an unknown record.
  'GET /api/admin/team-feedback': { expected: STAFF_LIST },
  'GET /api/admin/team-feedback/export.csv': { expected: STAFF_LIST },
  'GET /api/admin/team-feedback/{id}': {
    expected: { ...STAFF_HIDDEN, admin: HIDDEN },
    params: () => ({ id: 999_999 }),
  },
  'PUT /api/admin/team-feedback/{id}': {
    expected: { ...STAFF_HIDDEN, admin: HIDDEN },
    params: () => ({ id: 999_999 }),
    body: () => ({ decision: 'approve' }),
  },
  'GET /api/admin/team-feedback-settings/{schoolId}': {
    expected: STAFF_RECORD,
    params: (w) => ({ schoolId: w.demoSchoolId }),
  },
  'PUT /api/admin/team-feedback-settings/{schoolId}': {
    expected: STAFF_RECORD,
    params: (w) => ({ schoolId: w.demoSchoolId }),
    body: () => ({ moderated: false }),
  },
  'GET /api/admin/rejected-signups': { expected: STAFF_LIST },
  'GET /api/admin/rejected-signups/export.csv': { expected: STAFF_LIST },
  'POST /api/admin/rejected-signups/{id}/add-domain': {
    expected: STAFF_HIDDEN,
    params: () => ({ id: 999_999 }),
    body: (w) => ({ school_id: w.demoSchoolId }),
  },

  // Back-office: question bank and facets (admins)
  // Instrument versions and re-scoring (admins only)
  'GET /api/admin/instruments/{type}/versions': {
    expected: ADMIN,
    params: () => ({ type: 'Career' }),
  },
  'GET /api/admin/instruments/{type}/rescore-preview': {
    expected: ADMIN,
    params: () => ({ type: 'Career' }),
  },
  'GET /api/admin/instruments/{type}/rekey-preview': {
    expected: ADMIN,
    params: () => ({ type: 'Career' }),
  },
  'POST /api/admin/instruments/{type}/rekey': {
    expected: ADMIN,
    params: () => ({ type: 'Learning' }),
    body: () => ({ keyVersion: 'not-previewed' }),
  },
  'POST /api/admin/instruments/{type}/rescore': {
    expected: ADMIN,
    params: () => ({ type: 'Learning' }),
    body: () => ({ scoringVersion: SCORING_VERSION }),
  },
  // The setting that lets a third-party AI provider receive scores (admins only)
  'GET /api/admin/settings/ai-sharing': { expected: ADMIN },
  'PUT /api/admin/settings/ai-sharing': { expected: ADMIN, body: () => ({ enabled: false }) },
  'GET /api/admin/questions': { expected: ADMIN },
  'GET /api/admin/questions/export.csv': { expected: ADMIN },
  'GET /api/admin/questions/{id}': { expected: ADMIN, params: (w) => ({ id: w.ids.question }) },
  'POST /api/admin/questions': { expected: ADMIN, body: question },
  'PUT /api/admin/questions/{id}': {
    expected: ADMIN,
    params: async (w) => ({ id: await w.make.question() }),
    body: question,
  },
  'DELETE /api/admin/questions/{id}': {
    expected: ADMIN,
    params: async (w) => ({ id: await w.make.question() }),
  },
  'POST /api/admin/questions/{id}/copy': {
    expected: ADMIN,
    params: async (w) => ({ id: await w.make.question() }),
  },
  'GET /api/admin/facets': { expected: ADMIN },
  'GET /api/admin/facets/export.csv': { expected: ADMIN },
  'GET /api/admin/facets/{id}': { expected: ADMIN, params: (w) => ({ id: w.ids.facet }) },
  'POST /api/admin/facets': { expected: ADMIN, body: facet },
  'PUT /api/admin/facets/{id}': {
    expected: ADMIN,
    params: async (w) => ({ id: await w.make.facet() }),
    body: facet,
  },
  'DELETE /api/admin/facets/{id}': {
    expected: ADMIN,
    params: async (w) => ({ id: await w.make.facet() }),
  },

  // Back-office: schools (admins), users (coordinators: their own school)
  'GET /api/admin/schools': { expected: ADMIN },
  'GET /api/admin/schools/export.csv': { expected: ADMIN },
  'GET /api/admin/schools/{id}': { expected: ADMIN, params: (w) => ({ id: w.demoSchoolId }) },
  'POST /api/admin/staff-invitations': {
    expected: ADMIN,
    body: () => ({ email: `invited${unique()}@demo-school.test`, role: 'admin', school_id: null }),
  },
  'POST /api/admin/schools': {
    expected: ADMIN,
    body: () => ({ name: `Route School ${unique()}` }),
  },
  'PUT /api/admin/schools/{id}': {
    expected: ADMIN,
    params: async (w) => ({ id: await w.make.school() }),
    body: () => ({ name: `Renamed School ${unique()}` }),
  },
  'DELETE /api/admin/schools/{id}': {
    expected: ADMIN,
    params: async (w) => ({ id: await w.make.school() }),
  },
  // Back-office: schools' sign-in settings (admins change them; coordinators read their own)
  'GET /api/admin/school-sso': { expected: STAFF_LIST },
  'GET /api/admin/school-sso/export.csv': { expected: STAFF_LIST },
  'GET /api/admin/school-sso/{id}': {
    expected: STAFF_RECORD,
    params: async (w) => ({ id: await w.make.ssoConfig() }),
  },
  'POST /api/admin/school-sso': { expected: ADMIN, body: (w) => ssoConfigBody(w.demoSchoolId) },
  'PUT /api/admin/school-sso/{id}': {
    expected: ADMIN,
    params: async (w) => ({ id: await w.make.ssoConfig() }),
    body: (w) => ssoConfigBody(w.demoSchoolId),
  },
  'DELETE /api/admin/school-sso/{id}': {
    expected: ADMIN,
    params: async (w) => ({ id: await w.make.ssoConfig() }),
  },
  'GET /api/admin/users': { expected: STAFF_LIST },
  'GET /api/admin/users/export.csv': { expected: STAFF_LIST },
  'GET /api/admin/users/{id}': { expected: STAFF_RECORD, params: (w) => ({ id: w.a.id }) },
  'PUT /api/admin/users/{id}': {
    expected: STAFF_RECORD,
    params: (w) => ({ id: w.a.id }),
    body: (w) => ({ username: w.a.username }),
  },
  'DELETE /api/admin/users/{id}': {
    expected: STAFF_RECORD,
    params: (w) => ({ id: w.a.id }),
    body: () => ({ reason: 'Route test: the school asked for it' }),
    fresh: true,
  },
  'POST /api/admin/users/{id}/unlock': { expected: STAFF_RECORD, params: (w) => ({ id: w.a.id }) },
  'POST /api/admin/users/{id}/resend-verification': {
    expected: STAFF_RECORD,
    params: (w) => ({ id: w.a.id }),
  },

  // Back-office: audit trail (coordinators: their school) and outbox (admins)
  'GET /api/admin/audit-logs': { expected: STAFF_LIST },
  'GET /api/admin/audit-logs/export.csv': { expected: STAFF_LIST },
  'GET /api/admin/audit-logs/{id}': {
    expected: STAFF_HIDDEN,
    params: (w) => ({ id: w.ids.audit }),
  },
  'GET /api/admin/outbox': { expected: ADMIN },
  'GET /api/admin/outbox/export.csv': { expected: ADMIN },
  'GET /api/admin/outbox/{id}': { expected: ADMIN, params: (w) => ({ id: w.ids.outbox }) },
};

function ssoConfigBody(schoolId: number) {
  return {
    school_id: schoolId,
    provider: 'google',
    client_id: 'route-client',
    client_secret: 'route-secret',
    workspace_domain: 'route-school.test',
    allowed_domains: ['route-school.test'],
    enabled: false,
  };
}
