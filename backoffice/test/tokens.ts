// Unsigned JWTs for unit tests: the browser only reads the payload, the server checks the signature.
const base64Url = (value: object): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

export const makeToken = (payload: Record<string, unknown>): string =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

export const adminToken = (overrides: Record<string, unknown> = {}) =>
  makeToken({
    sub: 'u-1',
    role: 'admin',
    email: 'admin@aspire.test',
    exp: inOneHour(),
    ...overrides,
  });

export const coordinatorToken = (overrides: Record<string, unknown> = {}) =>
  makeToken({
    sub: 'u-2',
    role: 'coordinator',
    email: 'coordinator@demo-school.test',
    schoolId: 1,
    exp: inOneHour(),
    ...overrides,
  });

export const adviserToken = (overrides: Record<string, unknown> = {}) =>
  makeToken({
    sub: 'u-3',
    role: 'careers_adviser',
    email: 'adviser@demo-school.test',
    schoolId: 1,
    exp: inOneHour(),
    ...overrides,
  });
