/** The `role` claim of a JWT, read without verifying it (the server verifies; this only labels). */
export function tokenRole(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const role = (claims as { role?: unknown } | null)?.role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}
