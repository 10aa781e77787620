import { createContext, useContext } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type Session = {
  status: SessionStatus;
  userId: string | null;
  role: string | null;
  /** spec 000 §4: true only when the role is 'admin' */
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
