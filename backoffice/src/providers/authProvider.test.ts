import {
  authProvider,
  LOGIN_FALLBACK_ERROR,
  NOT_STAFF_ERROR,
  SESSION_EXPIRED_ERROR,
} from './authProvider';
import { adminToken, coordinatorToken, makeToken } from '../../test/tokens';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

const jsonResponse = (status: number, body: unknown): Response =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

const signal = new AbortController().signal;
const stored = () => localStorage.getItem('adminToken');

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
});

describe('authProvider.login', () => {
  it('should post the email and password to /api/admin/login and store the token', async () => {
    const token = adminToken();
    fetchMock.mockResolvedValue(jsonResponse(200, { token }));

    await authProvider.login({ email: ' admin@aspire.test ', password: 'Admin!2345x' });

    expect(fetchMock).toHaveBeenCalledWith('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: 'admin@aspire.test', password: 'Admin!2345x' }),
    });
    expect(stored()).toBe(token);
  });

  it("should reject with the server's error text and store nothing", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Invalid email or password' }));

    await expect(authProvider.login({ email: 'a@b.test', password: 'x' })).rejects.toThrow(
      'Invalid email or password',
    );
    expect(stored()).toBeNull();
  });

  it('should reject with the fallback text when the server gives no error text', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, 'not json'));
    await expect(authProvider.login({ email: 'a@b.test', password: 'x' })).rejects.toThrow(
      LOGIN_FALLBACK_ERROR,
    );
  });

  it('should reject with the fallback text when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(authProvider.login({ email: 'a@b.test', password: 'x' })).rejects.toThrow(
      LOGIN_FALLBACK_ERROR,
    );
  });

  it('should refuse a token that does not carry a staff role', async () => {
    const token = makeToken({ sub: 'u-3', role: 'user', email: 'student@demo-school.test' });
    fetchMock.mockResolvedValue(jsonResponse(200, { token }));

    await expect(authProvider.login({ email: 'a@b.test', password: 'x' })).rejects.toThrow(
      NOT_STAFF_ERROR,
    );
    expect(stored()).toBeNull();
  });
});

describe('authProvider.checkAuth', () => {
  it('should resolve while the stored token is unexpired', async () => {
    localStorage.setItem('adminToken', adminToken());
    await expect(authProvider.checkAuth({ signal })).resolves.toBeUndefined();
  });

  it('should reject without a notification when no token is stored', async () => {
    await expect(authProvider.checkAuth({ signal })).rejects.toEqual({ message: false });
  });

  it('should reject and forget an expired token', async () => {
    localStorage.setItem('adminToken', adminToken({ exp: Math.floor(Date.now() / 1000) - 1 }));
    await expect(authProvider.checkAuth({ signal })).rejects.toThrow(SESSION_EXPIRED_ERROR);
    expect(stored()).toBeNull();
  });

  it('should reject a malformed token', async () => {
    localStorage.setItem('adminToken', 'not-a-jwt');
    await expect(authProvider.checkAuth({ signal })).rejects.toThrow(SESSION_EXPIRED_ERROR);
  });
});

describe('authProvider.checkError', () => {
  beforeEach(() => localStorage.setItem('adminToken', adminToken()));

  it('should log out on 401', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow(SESSION_EXPIRED_ERROR);
    expect(stored()).toBeNull();
  });

  it.each([403, 404, 500])('should keep the session on %i', async (status) => {
    await expect(authProvider.checkError({ status })).resolves.toBeUndefined();
    expect(stored()).not.toBeNull();
  });
});

describe('authProvider.logout', () => {
  it('should remove the stored token and end its session on the server', async () => {
    const token = adminToken();
    localStorage.setItem('adminToken', token);
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'You have been logged out.' }));
    await authProvider.logout({});
    expect(stored()).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/logout', {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
  });

  it('should log out in the browser even when the server cannot be reached', async () => {
    localStorage.setItem('adminToken', adminToken());
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(authProvider.logout({})).resolves.toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('should call nothing when no token is stored', async () => {
    await authProvider.logout({});
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('authProvider identity and permissions', () => {
  it('should read the identity from the token payload', async () => {
    localStorage.setItem('adminToken', coordinatorToken());
    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: 'u-2',
      fullName: 'coordinator@demo-school.test',
      email: 'coordinator@demo-school.test',
      role: 'coordinator',
      schoolId: 1,
    });
  });

  it('should decode a non-ASCII e-mail address', async () => {
    localStorage.setItem('adminToken', adminToken({ email: 'zoë@aspire.test' }));
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({
      fullName: 'zoë@aspire.test',
    });
  });

  it('should give the role as permissions', async () => {
    localStorage.setItem('adminToken', coordinatorToken());
    await expect(authProvider.getPermissions?.({ signal })).resolves.toBe('coordinator');
  });

  it('should give no permissions without a session', async () => {
    await expect(authProvider.getPermissions?.({ signal })).resolves.toBeUndefined();
  });

  it('should answer canAccess from the role in the token', async () => {
    localStorage.setItem('adminToken', coordinatorToken());
    const check = (resource: string, action: string) =>
      authProvider.canAccess?.({ resource, action, signal });
    await expect(check('whitelist', 'edit')).resolves.toBe(true);
    await expect(check('audit-logs', 'list')).resolves.toBe(true);
    await expect(check('audit-logs', 'delete')).resolves.toBe(false);
    await expect(check('questions', 'list')).resolves.toBe(false);
  });
});
