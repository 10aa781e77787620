import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Limit } from '../../../lib/use-limit';
import { lockStatusQueryOptions, type ServerLock } from '../api/lock-status';

/**
 * The server is the authority on a lockout (docs/product/access.md, "How attempts are
 * forgotten"). While this browser's record says locked and an e-mail is typed, ask the server
 * (now and every 30 s); when it says the lock is gone (staff "Unlock", a password reset, a school
 * that whitelisted the address since), the local record goes too, so the student can go on.
 */
export function useServerLockout(lock: ServerLock, email: string | null, limit: Limit) {
  const status = useQuery({
    ...lockStatusQueryOptions(lock, email ?? ''),
    enabled: email !== null && limit.locked,
  });
  const free = status.isSuccess && status.data?.waitSeconds === 0;
  const handled = useRef(0);
  const { reset } = limit;
  useEffect(() => {
    // Each answer is acted on once: a later failure starts a new local record.
    if (!free || handled.current === status.dataUpdatedAt) return;
    handled.current = status.dataUpdatedAt;
    reset();
  }, [free, status.dataUpdatedAt, reset]);
}
