import { TestApp } from './test-app';

/** HTTP calls carrying one bearer token, so tests read as "as admin: get …". */
export const asBearer = (t: TestApp, token: string) => ({
  get: (url: string, query: Record<string, string> = {}) =>
    t.http().get(url).query(query).auth(token, { type: 'bearer' }),
  post: (url: string, body: object = {}) =>
    t.http().post(url).auth(token, { type: 'bearer' }).send(body),
  put: (url: string, body: object) => t.http().put(url).auth(token, { type: 'bearer' }).send(body),
  del: (url: string, body?: object) =>
    t.http().delete(url).auth(token, { type: 'bearer' }).send(body),
});
