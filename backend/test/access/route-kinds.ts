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

// The access classes. Each route of the tables names one of them explicitly.
export const PUBLIC: Expected = {
  anon: OK,
  self: OK,
  other: OK,
  coordinator: OK,
  admin: OK,
  adviser: OK,
};
export const SIGNED_IN: Expected = {
  anon: 401,
  self: OK,
  other: OK,
  coordinator: OK,
  admin: OK,
  adviser: OK,
};
/** A's data: B, the other school's coordinator and A's own school's adviser are refused. */
export const OWNER: Expected = {
  anon: 401,
  self: OK,
  other: 403,
  coordinator: 403,
  admin: OK,
  adviser: 403,
};
export const ADMIN: Expected = {
  anon: 401,
  self: 403,
  other: 403,
  coordinator: 403,
  admin: OK,
  adviser: 403,
};
/** Subject consultants only: none of the actors is one. */
export const CONSULTANT: Expected = {
  anon: 401,
  self: 403,
  other: 403,
  coordinator: 403,
  admin: 403,
  adviser: 403,
};
/** Staff lists, scoped to the coordinator's own school; a careers adviser has none of them. */
export const STAFF_LIST: Expected = {
  anon: 401,
  self: 403,
  other: 403,
  coordinator: OK,
  admin: OK,
  adviser: 403,
};
/** A record of A's school: the other school's coordinator is refused. */
export const STAFF_RECORD: Expected = {
  anon: 401,
  self: 403,
  other: 403,
  coordinator: 403,
  admin: OK,
  adviser: 403,
};
/**
 * A careers adviser's own routes: A's school's adviser only (what A shared, or a refusal the
 * handler gives); no coordinator or admin reads an individual report.
 */
export const ADVISER: Expected = {
  anon: 401,
  self: 403,
  other: 403,
  coordinator: 403,
  admin: 403,
  adviser: OK,
};
/** A record of A's school that the other school's coordinator is told does not exist. */
export const STAFF_HIDDEN: Expected = { ...STAFF_RECORD, coordinator: HIDDEN };

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
export const unique = () => `${Date.now().toString(36)}${(++n).toString(36)}`;
export const self = (w: World) => ({ userId: w.a.id });
export const career = { assessmentType: 'Career' };
export const EPOCH = new Date(0).toISOString();
/** A well-formed id that names no task or invitation. */
export const NO_ID = '00000000-0000-4000-8000-000000000000';
export const question = (w: World) => ({
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
export const facet = () => ({
  status: 'Career Assessments',
  name: `Route Facet ${unique()}`,
  category: 'Career Interests & Personality',
  sub_category: `Route ${unique()}`,
});
export const entry = () => ({ type: 'email', value: `entry${unique()}@demo-school.test` });
