import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '../api/api-client';
import { clearStoredSession, readToken, readUserId, storeSession } from '../api/token-storage';
import { endServerSession } from './end-session';
import { tokenRole } from './jwt';
import { SessionContext, type Session, type SessionStatus } from './session-context';
import { VERIFY_TOKEN_KEY, verifyTokenQueryOptions } from './verify-token';

type SessionProviderProps = { children: ReactNode };

/**
 * The session (docs/product/access.md, "Sessions"): verifies the stored token on start and keeps
 * the result per token.
 */
export function SessionProvider({ children }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(readToken);
  const verify = useQuery({ ...verifyTokenQueryOptions(token ?? ''), enabled: token !== null });

  const clear = useCallback(() => {
    clearStoredSession();
    queryClient.removeQueries({ queryKey: VERIFY_TOKEN_KEY });
    setToken(null);
  }, [queryClient]);

  useEffect(() => {
    setUnauthorizedHandler(clear);
    return () => setUnauthorizedHandler(null);
  }, [clear]);

  const refused = token === null || verify.data?.valid === false;
  useEffect(() => {
    if (refused) clear();
  }, [refused, clear]);

  const login = useCallback(
    async (newToken: string, userId: string) => {
      storeSession(newToken, userId);
      try {
        const result = await queryClient.fetchQuery(verifyTokenQueryOptions(newToken));
        if (!result.valid) throw new Error('Token refused');
      } catch {
        clear();
        return false;
      }
      setToken(newToken);
      return true;
    },
    [queryClient, clear],
  );

  const logout = useCallback(() => {
    const ending = readToken();
    clear();
    // The server ends the session too; the browser does not wait for it.
    if (ending) void endServerSession(ending);
    void navigate('/login', { replace: true });
  }, [clear, navigate]);

  const session = useMemo<Session>(() => {
    let status: SessionStatus = 'unauthenticated';
    if (token && verify.isPending) status = 'loading';
    else if (token && verify.data?.valid) status = 'authenticated';
    const authenticated = status === 'authenticated';
    const role = authenticated ? (verify.data?.role ?? tokenRole(token ?? '')) : null;
    return {
      status,
      userId: authenticated ? (verify.data?.userId ?? readUserId()) : null,
      role,
      isAdmin: role === 'admin',
      login,
      logout,
    };
  }, [token, verify.isPending, verify.data, login, logout]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
