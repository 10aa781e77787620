// The back-office API for test set-up and cross-checks: calls with a staff bearer token.
import type { APIRequestContext } from '@playwright/test';

export type AdminApi = {
  /** Up to 1000 records of a resource matching a simple-rest filter. */
  list: <T = Record<string, unknown>>(resource: string, filter?: object) => Promise<T[]>;
  /** Creates a record unless the server answers 409 (it exists already). */
  ensure: (resource: string, data: object) => Promise<void>;
};

const failure = async (what: string, response: { status(): number; text(): Promise<string> }) =>
  new Error(`${what} answered ${response.status()}: ${await response.text()}`);

/** simple-rest calls under /api/admin with the given staff token. */
export const adminApi = (request: APIRequestContext, token: string): AdminApi => {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async list(resource, filter = {}) {
      const params = new URLSearchParams({
        filter: JSON.stringify(filter),
        range: JSON.stringify([0, 999]),
      });
      const path = `/api/admin/${resource}?${params.toString()}`;
      const response = await request.get(path, { headers });
      if (!response.ok()) throw await failure(`GET ${path}`, response);
      return (await response.json()) as never;
    },
    async ensure(resource, data) {
      const response = await request.post(`/api/admin/${resource}`, { headers, data });
      if (!response.ok() && response.status() !== 409) {
        throw await failure(`POST /api/admin/${resource}`, response);
      }
    },
  };
};
