import { createContext, useContext } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type Session = {
  status: SessionStatus;
  userId: string | null;
  role: string | null;
  /** True only when the role is 'admin' (docs/product/access.md, "Verifying the address") */
  isAdmin: boolean;
  /** stores the login response, verifies it; false (and everything cleared) when it fails */
  login: (token: string, userId: string) => Promise<boolean>;
  /** ends the session on the server, clears the stored token, user id and cache, goes to /login */
  logout: () => void;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
