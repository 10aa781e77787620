import type { MaterialCompletionResponse, MaterialSetResponse } from '@aspire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';
import { writeCompletion } from '../lib/completion-store';
import { materialsQueryOptions } from './get-materials';

/** PATCH /api/materials/items/:materialId: the student's own completion of one material. */
export const setMaterialCompleted = (userId: string, materialId: number, completed: boolean) =>
  apiRequest<MaterialCompletionResponse>(`/api/materials/items/${materialId}`, {
    method: 'PATCH',
    body: { userId, completed },
  });

type Vars = { materialId: number; completed: boolean };

const withCompletion = (sets: MaterialSetResponse[] | undefined, { materialId, completed }: Vars) =>
  sets?.map((set) => ({
    ...set,
    materials: set.materials.map((m) => (m.id === materialId ? { ...m, completed } : m)),
  }));

/**
 * Ticks at once (optimistic, and kept in this browser), then on the server;
 * a refused or failed call puts the box back as it was.
 */
export function useSetMaterialCompleted(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = materialsQueryOptions(userId);
  return useMutation({
    mutationFn: ({ materialId, completed }: Vars) =>
      setMaterialCompleted(userId, materialId, completed),
    onMutate: (vars) => {
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, withCompletion(before, vars));
      writeCompletion(userId, vars.materialId, vars.completed);
      return { before };
    },
    onError: (_error, vars, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      writeCompletion(userId, vars.materialId, !vars.completed);
    },
  });
}
