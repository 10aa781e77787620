import type { MaterialSetResponse } from '@aspire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { autoGenerateMaterials } from '../api/auto-generate-materials';
import { materialsQueryOptions } from '../api/get-materials';

/**
 * Learning materials (docs/product/dashboard.md): an admin whose Knowledge tab has no materials
 * gets a first set generated for their first top subject, once per visit; the server refuses a
 * second (409), which is harmless.
 */
export function useAutoGenerate(
  userId: string,
  isAdmin: boolean,
  sets: MaterialSetResponse[] | undefined,
  firstSubject: string | undefined,
) {
  const queryClient = useQueryClient();
  const tried = useRef(false);
  useEffect(() => {
    if (!isAdmin || tried.current || !sets || sets.length > 0 || !firstSubject) return;
    tried.current = true;
    autoGenerateMaterials(userId, firstSubject)
      .catch(() => undefined)
      .finally(() => void queryClient.invalidateQueries(materialsQueryOptions(userId)));
  }, [isAdmin, sets, firstSubject, userId, queryClient]);
}
