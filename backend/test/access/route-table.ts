import { SCORING_VERSION } from '@aspire/domain';
import { PASSWORD } from '../support/factories';
import { ActorName, World } from './world';

/**
 * What access control decided: OK (the request reached the handler; any answer below 500 that
 * is not an access refusal), 401 or 403 (refused, with the guards' messages), or HIDDEN (404: a
 * record outside the caller's school is not even shown to exist).
 */
export const OK = 'ok';
export const HIDDEN = 'hidden';
export type Outcome = typeof OK | typeof HIDDEN | 401 | 403;
export type Expected = Record<ActorName, Outcome>;

// The access classes. Each route below names one of them explicitly.
const PUBLIC: Expected = { anon: OK, self: OK, other: OK, coordinator: OK, admin: OK };
const SIGNED_IN: Expected = { anon: 401, self: OK, other: OK, coordinator: OK, admin: OK };
/** A's data: B and the other school's coordinator are refused, an admin is not. */
const OWNER: Expected = { anon: 401, self: OK, other: 403, coordinator: 403, admin: OK };
const ADMIN: Expected = { anon: 401, self: 403, other: 403, coordinator: 403, admin: OK };
/** Subject consultants only: none of the actors is one. */
const CONSULTANT: Expected = { anon: 401, self: 403, other: 403, coordinator: 403, admin: 403 };
/** Staff lists, scoped to the coordinator's own school. */
const STAFF_LIST: Expected = { anon: 401, self: 403, other: 403, coordinator: OK, admin: OK };
/** A record of A's school: the other school's coordinator is refused. */
const STAFF_RECORD: Expected = { anon: 401, self: 403, other: 403, coordinator: 403, admin: OK };
/** A record of A's school that the other school's coordinator is told does not exist. */
const STAFF_HIDDEN: Expected = { ...STAFF_RECORD, coordinator: HIDDEN };

export type Call = {
  expected: Expected;
  params?: (w: World) => Promise<Record<string, string | number>> | Record<string, string | number>;
  query?: (w: World) => Record<string, string>;
  body?: (w: World) => object;
  /** Which of a staff member's tokens the route takes (default: back-office under /api/admin). */
  scope?: 'portal' | 'backoffice';
  /** Changes A or B for good: run each actor in a world of its own. */
  fresh?: true;
  /** Ends the caller's session(s): run each actor with tokens of its own. */
  endsSession?: true;
};

let n = 0;
const unique = () => `${Date.now().toString(36)}${(++n).toString(36)}`;
const self = (w: World) => ({ userId: w.a.id });
const career = { assessmentType: 'Career' };
const EPOCH = new Date(0).toISOString();
/** A well-formed id that names no task or invitation. */
const NO_ID = '00000000-0000-4000-8000-000000000000';
const question = (w: World) => ({
  question_number: 99_000 + n++,
  question_text: 'How much do you enjoy route tests?',
  options: [
    { optionText: 'Not at all', score: 1 },
    { optionText: 'Very much', score: 5 },
  ],
  category: 'Career Interests & Personality',
  sub_category: 'Realistic',
  status: 'Career Assessments',
  taxonomy: [],
  facet_id: w.ids.facet,
});
const facet = () => ({
  status: 'Career Assessments',
  name: `Route Facet ${unique()}`,
  category: 'Career Interests & Personality',
  sub_category: `Route ${unique()}`,
});
const entry = () => ({ type: 'email', value: `entry${unique()}@demo-school.test` });

/** Every route of /api/docs/json and who may call it (issue 9 "Must show"). */
export const ROUTES: Record<string, Call> = {
  // spec 000 §7: sign-up, sign-in, links
  'POST /api/users/register': {
    expected: PUBLIC,
    body: () => ({
      email: `new${unique()}@demo-school.test`,
      username: `new_${unique()}`,
      age: 15,
      password: 'Str0ng!Pass',
    }),
  },
  'POST /api/users/login': {
    expected: PUBLIC,
    body: (w) => ({ email: w.a.email, password: 'Wrong!Pass1' }),
  },
  'POST /api/users/login-status': { expected: PUBLIC, body: (w) => ({ email: w.a.email }) },
  'GET /api/users/verify-email': { expected: PUBLIC, query: () => ({ token: 'not-a-token' }) },
  'POST /api/users/resend-verification': {
    expected: PUBLIC,
    body: () => ({ email: `r${unique()}@demo-school.test` }),
  },
  'POST /api/users/forgot-password': {
    expected: PUBLIC,
    body: () => ({ email: `f${unique()}@demo-school.test` }),
  },
  'POST /api/users/reset-password': {
    expected: PUBLIC,
    body: (w) => ({ email: w.a.email, token: 'not-a-token', newPassword: 'N3w!Password' }),
  },
  'POST /api/users/recover': {
    expected: PUBLIC,
    body: () => ({
      username: `nobody${unique()}`,
      code: 'AAAA-AAAA-AAAA-AAAA',
      newPassword: 'N3w!Password',
    }),
  },
  'GET /api/users/verify-token': { expected: SIGNED_IN },
  // issue 9 §7: server-side logout (the portal's, everywhere, the back-office's)
  'POST /api/users/logout': { expected: SIGNED_IN, endsSession: true },
  'POST /api/users/logout-everywhere': { expected: SIGNED_IN, endsSession: true },
  'POST /api/admin/logout': { expected: STAFF_LIST, endsSession: true },
  'GET /api/users/ip': { expected: PUBLIC },
  'POST /api/admin/login': {
    expected: PUBLIC,
    body: (w) => ({ email: w.a.email, password: 'Wrong!Pass1' }),
  },
  'GET /api/health': { expected: PUBLIC },
  'GET /api/health/live': { expected: PUBLIC },
  'GET /api/health/ready': { expected: PUBLIC },
  'GET /api/config': { expected: PUBLIC },

  // spec 000 §7 whitelist calls (the admin's, and the public check)
  'POST /api/whitelist/check-email': { expected: PUBLIC, body: (w) => ({ email: w.a.email }) },
  'GET /api/whitelist/domains': { expected: ADMIN, scope: 'backoffice' },
  'GET /api/whitelist/emails': { expected: ADMIN, scope: 'backoffice' },
  'POST /api/whitelist': { expected: ADMIN, scope: 'backoffice', body: entry },
  'DELETE /api/whitelist': { expected: ADMIN, scope: 'backoffice', body: entry },

  // spec 002 §7 Invite a Friend
  'GET /api/whitelist/user-email-count': { expected: SIGNED_IN },
  'GET /api/whitelist/earliest-email-addition/{userId}': { expected: OWNER, params: self },
  'POST /api/whitelist/user-email': {
    expected: SIGNED_IN,
    body: () => ({ email: `friend${unique()}@elsewhere.test` }),
  },

  // spec 001 §7 questions (the admin's writes on the legacy paths)
  'GET /api/questions': { expected: SIGNED_IN, query: () => ({ status: 'Career Assessments' }) },
  'POST /api/questions': { expected: ADMIN, scope: 'backoffice', body: question },
  'PUT /api/questions/{id}': {
    expected: ADMIN,
    scope: 'backoffice',
    params: async (w) => ({ id: await w.make.question() }),
    body: question,
  },
  'DELETE /api/questions/{id}': {
    expected: ADMIN,
    scope: 'backoffice',
    params: async (w) => ({ id: await w.make.question() }),
  },

  // spec 002 §7 account
  'GET /api/users/user/{userId}': { expected: OWNER, params: self },
  'GET /api/users/account-dates/{userId}': { expected: OWNER, params: self },
  'POST /api/users/verify-password': {
    expected: OWNER,
    body: (w) => ({ ...self(w), password: 'Wrong!Pass1' }),
  },
  'PUT /api/users/update-username': {
    expected: OWNER,
    body: (w) => ({ ...self(w), username: `renamed_${unique()}` }),
  },
  'POST /api/users/change-email': {
    expected: OWNER,
    body: (w) => ({
      ...self(w),
      newEmail: `moved${unique()}@demo-school.test`,
      password: PASSWORD,
    }),
  },
  'GET /api/users/download-data/{userId}': { expected: OWNER, params: self },
  'DELETE /api/users/delete/{userId}': {
    expected: OWNER,
    params: self,
    body: () => ({ password: PASSWORD }),
    fresh: true,
  },
  'POST /api/users/save-top-subjects/{userId}': {
    expected: OWNER,
    params: self,
    body: () => ({ topSubjects: [{ subject: 'Physics', averageScore: 4.5 }] }),
  },
  'GET /api/users/{userId}/app_role': { expected: OWNER, params: self },
  'POST /api/analytics/events': {
    expected: SIGNED_IN,
    body: () => ({ type: 'page_view', name: 'route test' }),
  },

  // spec 002 §7 insights
  'POST /api/insights/generate': { expected: OWNER, body: (w) => ({ ...self(w), prompt: 'x' }) },
  'POST /api/insights/save': {
    expected: OWNER,
    body: (w) => ({ ...self(w), insights: 'Some text' }),
  },
  'GET /api/insights/{userId}': { expected: OWNER, params: self },
  'GET /api/insights/prompt/{userId}': { expected: OWNER, params: self },

  // spec 001 §7 assessments
  'GET /api/assessment/check-access/{route}': {
    expected: OWNER,
    params: () => ({ route: 'dashboard_enrich' }),
    query: (w) => ({ userId: w.a.id }),
  },
  'GET /api/assessment/progress/{userId}': { expected: OWNER, params: self, query: () => career },
  'POST /api/assessment/submit-batch': {
    expected: OWNER,
    body: (w) => ({
      ...self(w),
      ...career,
      sessionId: `route-${unique()}`,
      answers: [{ questionId: w.ids.question, score: 1 }],
    }),
  },
  'POST /api/assessment/save-progress': {
    expected: OWNER,
    body: (w) => ({ ...self(w), ...career, sessionId: `route-${unique()}` }),
  },
  'GET /api/assessment/visualizations/{userId}': {
    expected: OWNER,
    params: self,
    query: () => career,
  },
  'GET /api/assessment/scores/{userId}': { expected: OWNER, params: self, query: () => career },
  'DELETE /api/assessment/delete': { expected: OWNER, body: (w) => ({ ...self(w), ...career }) },
  'GET /api/assessment/top-subjects/{userId}': { expected: OWNER, params: self },
  // issue 15: percentile bands, SEM and reliable change of the student's own session
  'GET /api/assessment/norms/{userId}': { expected: OWNER, params: self, query: () => career },

  // spec 002 §7 learning materials (issue 12)
  'GET /api/materials/last-generation/{userId}': { expected: OWNER, params: self },
  'POST /api/materials/generate': {
    expected: OWNER,
    body: (w) => ({ ...self(w), payload: { subject: 'Physics', prompt: 'x' } }),
  },
  'POST /api/materials/generate/{userId}': { expected: ADMIN, params: self, body: () => ({}) },
  'POST /api/materials/save': {
    expected: OWNER,
    body: (w) => ({ ...self(w), subject: 'Physics', materials: [], generationDate: EPOCH }),
  },
  'GET /api/materials/get/{userId}': { expected: OWNER, params: self },
  'PATCH /api/materials/items/{materialId}': {
    expected: OWNER,
    params: () => ({ materialId: 1 }),
    body: (w) => ({ ...self(w), completed: true }),
  },

  // spec 002 §7 Team Challenge and the Notifications menu (issue 12; membership in the service)
  'POST /api/team/invite': {
    expected: OWNER,
    body: (w) => ({
      ...self(w),
      emails: [`friend${unique()}@demo-school.test`],
      subject: 'Physics',
    }),
  },
  'GET /api/team/invite-attempts/{userId}': { expected: OWNER, params: self },
  'GET /api/team/invitations': { expected: OWNER, query: self },
  'GET /api/team/invitations/status': { expected: SIGNED_IN, query: () => ({ taskId: NO_ID }) },
  'POST /api/team/invitation/validate': {
    expected: OWNER,
    body: (w) => ({ ...self(w), invitationId: NO_ID, topSubjects: [] }),
  },
  'GET /api/team/user-tasks/{userId}': { expected: OWNER, params: self },
  'GET /api/team/task/{taskId}': {
    expected: OWNER,
    params: () => ({ taskId: NO_ID }),
    query: self,
  },
  'POST /api/team/generate/{taskId}': {
    expected: OWNER,
    params: () => ({ taskId: NO_ID }),
    body: (w) => ({ ...self(w), payload: { subject: 'Physics', prompt: 'x' } }),
  },
  'POST /api/team/answer': {
    expected: OWNER,
    body: (w) => ({ ...self(w), taskId: NO_ID, answerText: 'An answer' }),
  },
  'POST /api/team/submit/{taskId}': {
    expected: OWNER,
    params: () => ({ taskId: NO_ID }),
    body: self,
  },
  'GET /api/team/past-challenges/{userId}': { expected: OWNER, params: self },
  'POST /api/invitations/action': {
    expected: OWNER,
    body: (w) => ({ ...self(w), invitationId: NO_ID, action: 'decline' }),
  },
  'DELETE /api/invitations/{invitationId}': {
    expected: SIGNED_IN,
    params: () => ({ invitationId: NO_ID }),
  },
  'GET /api/notifications': { expected: OWNER, query: self },
  'POST /api/notifications/read': { expected: OWNER, body: self },

  // spec 000 §2 community: /social-feed and /consultant-profile (issue 12; roles in the service)
  'GET /api/feed': { expected: SIGNED_IN },
  'POST /api/feed': { expected: SIGNED_IN, body: () => ({ body: `Open day ${unique()}` }) },
  'DELETE /api/feed/{id}': { expected: SIGNED_IN, params: () => ({ id: 2_000_000_000 }) },
  'PUT /api/feed/{id}/reaction': {
    expected: SIGNED_IN,
    params: () => ({ id: 2_000_000_000 }),
    body: () => ({ reaction: 'like' }),
  },
  'GET /api/consultants': { expected: SIGNED_IN },
  'GET /api/consultants/me': { expected: CONSULTANT },
  'PUT /api/consultants/me': {
    expected: CONSULTANT,
    body: () => ({ headline: 'Physics', bio: '', subjects: ['Physics'], contact: 'Room 4' }),
  },

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

  // Back-office: coordinator reports (issue 13; coordinators: their own school)
  'GET /api/admin/reports/funnel': { expected: STAFF_LIST },
  'GET /api/admin/reports/funnel/export.csv': { expected: STAFF_LIST },
  'GET /api/admin/reports/weekly': { expected: STAFF_LIST },
  'GET /api/admin/reports/weekly/export.csv': { expected: STAFF_LIST },
  'GET /api/admin/reports/aggregates': { expected: STAFF_LIST },
  'GET /api/admin/reports/aggregates/export.csv': { expected: STAFF_LIST },
  // Scale health (issue 15; coordinators: their own school)
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
  'POST /api/admin/students/roster-import': {
    expected: STAFF_LIST,
    body: () => ({ csv: `email,year_group\nroster${unique()}@demo-school.test,Year 12\n` }),
  },
  // Recovery codes (issue 20): a student of A's school; the other school's coordinator is refused
  'POST /api/admin/recovery-codes': {
    expected: STAFF_RECORD,
    body: (w) => ({ user_id: w.a.id }),
  },
  'DELETE /api/admin/recovery-codes/{userId}': {
    expected: STAFF_RECORD,
    params: (w) => ({ userId: w.a.id }),
  },
  // Assignments with deadlines (issue 20; coordinators: their own school)
  'GET /api/admin/assignments': { expected: STAFF_LIST },
  'POST /api/admin/assignments': {
    expected: STAFF_LIST,
    body: () => ({
      assessment_types: ['Career'],
      class_name: '12B',
      due_at: new Date(Date.now() + 30 * 24 * 3_600_000).toISOString(),
    }),
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
  'GET /api/admin/rejected-signups': { expected: STAFF_LIST },
  'GET /api/admin/rejected-signups/export.csv': { expected: STAFF_LIST },
  'POST /api/admin/rejected-signups/{id}/add-domain': {
    expected: STAFF_HIDDEN,
    params: () => ({ id: 999_999 }),
    body: (w) => ({ school_id: w.demoSchoolId }),
  },

  // Back-office: question bank and facets (admins)
  // Issue 15: instrument versions and re-scoring (admins only)
  'GET /api/admin/instruments/{type}/versions': {
    expected: ADMIN,
    params: () => ({ type: 'Career' }),
  },
  'GET /api/admin/instruments/{type}/rescore-preview': {
    expected: ADMIN,
    params: () => ({ type: 'Career' }),
  },
  'POST /api/admin/instruments/{type}/rescore': {
    expected: ADMIN,
    params: () => ({ type: 'Learning' }),
    body: () => ({ scoringVersion: SCORING_VERSION }),
  },
  // Issue 16: the setting that lets a third-party AI provider receive scores (admins only)
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
