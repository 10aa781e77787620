import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

export type TopSubject = { subject: string; averageScore: number };

/**
 * POST /api/users/save-top-subjects/:userId {topSubjects}
 * (docs/product/dashboard.md, "The dashboard (/dashboard)").
 */
export const saveTopSubjects = (userId: string, topSubjects: readonly TopSubject[]) =>
  apiRequest<unknown>(`/api/users/save-top-subjects/${encodeURIComponent(userId)}`, {
    method: 'POST',
    body: { topSubjects },
  });

export const useSaveTopSubjectsMutation = () =>
  useMutation({
    mutationFn: ({ userId, topSubjects }: { userId: string; topSubjects: TopSubject[] }) =>
      saveTopSubjects(userId, topSubjects),
  });
