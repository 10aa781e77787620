import { MAX_JSON_DEPTH } from '../../src/common/json-body';
import { PASSWORD } from '../support/factories';

export const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const KB64 = 'x'.repeat(64 * 1024);

export type Call = {
  method: 'post' | 'put' | 'delete';
  url: string | (() => string);
  as: 'anon' | 'student' | 'admin';
  /** A JSON value, or the raw text of a body. */
  body: unknown;
  raw?: true;
  /** The body names the student (`userId`), who exists only once the tests run. */
  self?: true;
};

/** What the cases name that exists only once the tests run. */
export type Known = { studentId: () => string; entryId: () => number };

/**
 * Requests that each answered 500 (or stored what they should not), with the 4xx
 * each must now get.
 */
export function malformedCases({ studentId, entryId }: Known): [string, Call, number][] {
  return [
    // Nesting and size, refused before anything walks the body, also from anonymous routes
    [
      'JSON nested 3,000 deep (arrays)',
      { method: 'post', url: '/api/users/login', as: 'anon', body: deepArray(3000), raw: true },
      400,
    ],
    [
      'JSON nested 3,000 deep (objects)',
      { method: 'post', url: '/api/users/register', as: 'anon', body: deepObject(3000), raw: true },
      400,
    ],
    [
      `JSON nested ${MAX_JSON_DEPTH + 1} deep inside a field`,
      {
        method: 'post',
        url: '/api/assessment/submit-batch',
        as: 'student',
        body: `{"options":${deepArray(MAX_JSON_DEPTH)}}`,
        raw: true,
      },
      400,
    ],
    [
      'a 1 MB nested body',
      { method: 'post', url: '/api/users/login', as: 'anon', body: deepArray(500_000), raw: true },
      413,
    ],
    [
      'a __proto__ key',
      {
        method: 'post',
        url: '/api/users/login',
        as: 'anon',
        body: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
        raw: true,
      },
      400,
    ],
    // Text longer than its column
    [
      'a school name of 201',
      { method: 'post', url: '/api/admin/schools', as: 'admin', body: { name: 'S'.repeat(201) } },
      400,
    ],
    [
      'an analytics name of 201',
      {
        method: 'post',
        url: '/api/analytics/events',
        as: 'student',
        body: { type: 'event', name: 'n'.repeat(201) },
      },
      400,
    ],
    [
      'a question text of 64 KB',
      {
        method: 'post',
        url: '/api/admin/questions',
        as: 'admin',
        body: {
          question_number: 77_001,
          question_text: KB64,
          category: 'Part II',
          sub_category: 'Engineering & Technology',
          status: 'Subject Assessments',
          options: [{ optionText: 'Yes', score: 1 }],
        },
      },
      400,
    ],
    [
      'a facet note of 64 KB',
      {
        method: 'post',
        url: '/api/admin/facets',
        as: 'admin',
        body: {
          status: 'Career Assessments',
          name: 'Long',
          category: 'C',
          sub_category: 'S',
          note: KB64,
        },
      },
      400,
    ],
    // Numbers ≥ 2³¹, or negative where not allowed
    [
      'a question number of 2³¹',
      {
        method: 'post',
        url: '/api/admin/questions',
        as: 'admin',
        body: {
          question_number: 2 ** 31,
          question_text: 'Big',
          category: 'Part II',
          sub_category: 'Engineering & Technology',
          status: 'Subject Assessments',
          options: [{ optionText: 'Yes', score: 1 }],
        },
      },
      400,
    ],
    [
      'a questionId of 2³¹',
      {
        method: 'post',
        url: '/api/assessment/submit-batch',
        as: 'student',
        self: true,
        body: {
          assessmentType: 'Career',
          sessionId: 'fuzz-session-1',
          answers: [{ questionId: 2 ** 31, score: 1 }],
        },
      },
      400,
    ],
    [
      'a negative score',
      {
        method: 'post',
        url: '/api/assessment/submit-batch',
        as: 'student',
        self: true,
        body: {
          assessmentType: 'Career',
          sessionId: 'fuzz-session-2',
          answers: [{ questionId: 1, score: -1 }],
        },
      },
      400,
    ],
    // Unknown or overflowing school_id
    [
      'an unknown school_id on a new entry',
      {
        method: 'post',
        url: '/api/admin/whitelist',
        as: 'admin',
        body: { type: 'email', value: 'new@demo-school.test', school_id: 999_999 },
      },
      400,
    ],
    [
      'an overflowing school_id on a new entry',
      {
        method: 'post',
        url: '/api/admin/whitelist',
        as: 'admin',
        body: { type: 'email', value: 'new@demo-school.test', school_id: 2 ** 31 },
      },
      400,
    ],
    [
      'a negative school_id on a new entry',
      {
        method: 'post',
        url: '/api/admin/whitelist',
        as: 'admin',
        body: { type: 'email', value: 'new@demo-school.test', school_id: -1 },
      },
      400,
    ],
    [
      'an unknown school_id on an entry',
      {
        method: 'put',
        url: () => `/api/admin/whitelist/${entryId()}`,
        as: 'admin',
        body: { school_id: 999_999 },
      },
      400,
    ],
    [
      'an unknown school_id on a user',
      {
        method: 'put',
        url: () => `/api/admin/users/${studentId()}`,
        as: 'admin',
        body: { school_id: 999_999 },
      },
      400,
    ],
    [
      'an unknown school_id on an import',
      {
        method: 'post',
        url: '/api/admin/whitelist/import',
        as: 'admin',
        body: { csv: 'type,value\nemail,imp@demo-school.test\n', school_id: 999_999 },
      },
      400,
    ],
    // Null where a column takes none
    [
      'a null username on a user',
      {
        method: 'put',
        url: () => `/api/admin/users/${studentId()}`,
        as: 'admin',
        body: { username: null },
      },
      400,
    ],
    [
      'a null role on a user',
      {
        method: 'put',
        url: () => `/api/admin/users/${studentId()}`,
        as: 'admin',
        body: { role: null },
      },
      400,
    ],
    // Insights
    [
      'insights/save for an unknown user',
      {
        method: 'post',
        url: '/api/insights/save',
        as: 'admin',
        body: { userId: '00000000-0000-4000-8000-000000000000', insights: 'Text' },
      },
      404,
    ],
    [
      'insights/save with 64 KB of text',
      {
        method: 'post',
        url: '/api/insights/save',
        as: 'admin',
        body: { insights: KB64 },
        self: true,
      },
      400,
    ],
    // Lists in JSON columns
    [
      '64 KB of topFacets in one entry',
      {
        method: 'post',
        url: '/api/assessment/save-progress',
        as: 'student',
        self: true,
        body: { assessmentType: 'Subject', sessionId: 'fuzz-session-3', topFacets: [KB64] },
      },
      400,
    ],
    [
      '64 KB of topFacets in many entries',
      {
        method: 'post',
        url: '/api/assessment/save-progress',
        as: 'student',
        self: true,
        body: {
          assessmentType: 'Subject',
          sessionId: 'fuzz-session-4',
          topFacets: Array.from({ length: 1000 }, (_, i) => `Facet number ${i} ${'y'.repeat(50)}`),
        },
      },
      400,
    ],
    // Control characters in names and texts
    ...(
      [
        ['NUL', 'A\u0000B'],
        ['BEL', 'Bell\u0007'],
        ['ESC', '\u001b[31mRed'],
        ['a lone surrogate', 'Half \ud83d'],
      ] as const
    ).flatMap(([name, text]): [string, Call, number][] => [
      [
        `${name} in a school name`,
        { method: 'post', url: '/api/admin/schools', as: 'admin', body: { name: text } },
        400,
      ],
      [
        `${name} in an analytics name`,
        {
          method: 'post',
          url: '/api/analytics/events',
          as: 'student',
          body: { type: 'event', name: text },
        },
        400,
      ],
      [
        `${name} in a whitelist value`,
        {
          method: 'post',
          url: '/api/admin/whitelist',
          as: 'admin',
          body: { type: 'domain', value: `${text}.test` },
        },
        400,
      ],
      [
        `${name} in a facet name`,
        {
          method: 'post',
          url: '/api/admin/facets',
          as: 'admin',
          body: { status: 'Career Assessments', name: text, category: 'C', sub_category: 'S' },
        },
        400,
      ],
    ]),
    // E-mail addresses registration would refuse
    [
      'an e-mail change to a non-ASCII address',
      {
        method: 'post',
        url: '/api/users/change-email',
        as: 'student',
        body: { newEmail: 'zoë@demo-school.test', password: PASSWORD },
        self: true,
      },
      400,
    ],
    [
      'an invitation of a non-ASCII address',
      {
        method: 'post',
        url: '/api/whitelist/user-email',
        as: 'student',
        body: { email: 'zoë@gmail.test' },
      },
      400,
    ],
  ];
}
