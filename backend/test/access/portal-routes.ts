import { PASSWORD } from '../support/factories';
import {
  Call,
  OK,
  PUBLIC,
  SIGNED_IN,
  OWNER,
  ADMIN,
  CONSULTANT,
  STAFF_LIST,
  unique,
  self,
  career,
  EPOCH,
  NO_ID,
  question,
  entry,
} from './route-kinds';

/** The portal's routes and who may call them. */
export const PORTAL_ROUTES: Record<string, Call> = {
  // Sign-up, sign-in, links
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
  // School sign-in over OpenID Connect: the button, the provider's redirect, the collection
  'POST /api/sso/start': {
    expected: PUBLIC,
    body: (w) => ({ email: w.a.email, provider: 'google', app: 'portal' }),
  },
  'GET /api/sso/callback': { expected: PUBLIC, query: () => ({ state: 'not-a-state' }) },
  'POST /api/sso/finish': { expected: PUBLIC, body: () => ({ app: 'portal' }) },
  'POST /api/sso/register': {
    expected: PUBLIC,
    body: () => ({ username: `sso_${unique()}`, age: 15 }),
  },
  'POST /api/users/login-status': { expected: PUBLIC, body: (w) => ({ email: w.a.email }) },
  'POST /api/users/register-status': { expected: PUBLIC, body: (w) => ({ email: w.a.email }) },
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
  'POST /api/admin/staff-invitations/accept': {
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
  // Server-side logout (the portal's, everywhere, the back-office's)
  'POST /api/users/logout': { expected: SIGNED_IN, endsSession: true },
  'POST /api/users/logout-everywhere': { expected: SIGNED_IN, endsSession: true },
  // Every back-office sign-in ends its own session, a careers adviser's too.
  'POST /api/admin/logout': { expected: { ...STAFF_LIST, adviser: OK }, endsSession: true },
  'GET /api/users/ip': { expected: PUBLIC },
  'POST /api/admin/login': {
    expected: PUBLIC,
    body: (w) => ({ email: w.a.email, password: 'Wrong!Pass1' }),
  },
  'GET /api/health': { expected: PUBLIC },
  'GET /api/health/live': { expected: PUBLIC },
  'GET /api/health/ready': { expected: PUBLIC },
  'GET /api/config': { expected: PUBLIC },

  // Whitelist calls (the admin's, and the public check)
  'POST /api/whitelist/check-email': { expected: PUBLIC, body: (w) => ({ email: w.a.email }) },
  'GET /api/whitelist/domains': { expected: ADMIN, scope: 'backoffice' },
  'GET /api/whitelist/emails': { expected: ADMIN, scope: 'backoffice' },
  'POST /api/whitelist': { expected: ADMIN, scope: 'backoffice', body: entry },
  'DELETE /api/whitelist': { expected: ADMIN, scope: 'backoffice', body: entry },

  // Invite a Friend
  'GET /api/whitelist/user-email-count': { expected: SIGNED_IN },
  'GET /api/whitelist/earliest-email-addition/{userId}': { expected: OWNER, params: self },
  'POST /api/whitelist/user-email': {
    expected: SIGNED_IN,
    body: () => ({ email: `friend${unique()}@elsewhere.test` }),
  },

  // Questions (the admin's writes on the legacy paths)
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

  // Account
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
  // Sharing with the school's careers advisers: the student's own consent and view log.
  'GET /api/adviser-share/{userId}': { expected: OWNER, params: self },
  'PUT /api/adviser-share/{userId}': {
    expected: OWNER,
    params: self,
    body: () => ({ reports: ['futureready'] }),
    fresh: true,
  },
  'DELETE /api/adviser-share/{userId}': { expected: OWNER, params: self },
  'POST /api/users/save-top-subjects/{userId}': {
    expected: OWNER,
    params: self,
    body: () => ({ topSubjects: [{ subject: 'Physics', averageScore: 4.5 }] }),
  },
  'GET /api/users/{userId}/app_role': { expected: OWNER, params: self },
  // The dashboard's first screen in one read
  'GET /api/users/{userId}/dashboard': { expected: OWNER, params: self },
  'POST /api/analytics/events': {
    expected: SIGNED_IN,
    body: () => ({ type: 'page_view', name: 'route test' }),
  },

  // Insights
  'POST /api/insights/generate': { expected: OWNER, body: (w) => ({ ...self(w), prompt: 'x' }) },
  'POST /api/insights/save': {
    expected: OWNER,
    body: (w) => ({ ...self(w), insights: 'Some text' }),
  },
  'GET /api/insights/{userId}': { expected: OWNER, params: self },
  'GET /api/insights/prompt/{userId}': { expected: OWNER, params: self },

  // Assessments
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
  // A retake keeps the earlier session: the list, and deleting an earlier one (a missing
  // session answers 404 to its owner, which is past the access decision)
  'GET /api/assessment/history/{userId}': { expected: OWNER, params: self, query: () => career },
  'DELETE /api/assessment/history/{userId}/{sessionId}': {
    expected: OWNER,
    params: (w) => ({ ...self(w), sessionId: 'no-such-session' }),
  },
  // Percentile bands, SEM and reliable change of the student's own session
  'GET /api/assessment/norms/{userId}': { expected: OWNER, params: self, query: () => career },

  // Learning materials
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

  // Team Challenge and the Notifications menu (membership in the service)
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

  // Sharing: a student's parent links, the parent's signed-out view, the reports as PDFs
  'POST /api/sharing/links': {
    expected: OWNER,
    body: (w) => ({ ...self(w), reports: ['futureready'] }),
  },
  'GET /api/sharing/links/{userId}': { expected: OWNER, params: self },
  'DELETE /api/sharing/links/{linkId}': { expected: SIGNED_IN, params: () => ({ linkId: NO_ID }) },
  'GET /api/shared/{token}': { expected: PUBLIC, params: () => ({ token: 'A'.repeat(43) }) },
  'GET /api/shared/{token}/pdf/{report}': {
    expected: PUBLIC,
    params: () => ({ token: 'A'.repeat(43), report: 'futureready' }),
  },
  'GET /api/report-pdf/{userId}/{report}': {
    expected: OWNER,
    params: (w) => ({ userId: w.a.id, report: 'futureready' }),
  },

  // Community: /social-feed and /consultant-profile (roles in the service)
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
};
