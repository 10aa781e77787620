/**
 * The login response is kept in localStorage under `token` and `userId`
 * (docs/product/access.md, "Sessions").
 */
export const TOKEN_KEY = 'token';
export const USER_ID_KEY = 'userId';

export const readToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const readUserId = (): string | null => localStorage.getItem(USER_ID_KEY);

export function storeSession(token: string, userId: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_ID_KEY, userId);
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_ID_KEY);
}
