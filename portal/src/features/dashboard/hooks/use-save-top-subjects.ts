import type { FacetScore } from '@aspire/domain';
import { useEffect } from 'react';
import { useSaveTopSubjectsMutation } from '../api/save-top-subjects';
import { topSubjectsPayload } from '../lib/subject-chart';

/** Save top subjects debounce (docs/product/dashboard.md, "The dashboard (/dashboard)"). */
export const SAVE_TOP_SUBJECTS_DEBOUNCE_MS = 500;

export const savedTopSubjectsKey = (userId: string) => `topSubjectsSaved_${userId}`;

/**
 * The top subjects go to the server 500 ms after they settle
 * (docs/product/dashboard.md, "The dashboard (/dashboard)"). A set already saved from this browser
 * session is not sent again, so a plain visit costs no call, while a new
 * Subject result (or a first visit) is always saved.
 */
export function useSaveTopSubjects(userId: string, top: readonly FacetScore[] | null): void {
  const { mutate } = useSaveTopSubjectsMutation();
  const signature = top?.length ? JSON.stringify(topSubjectsPayload(top)) : null;

  useEffect(() => {
    if (!signature) return;
    const key = savedTopSubjectsKey(userId);
    if (sessionStorage.getItem(key) === signature) return;
    const timer = setTimeout(() => {
      mutate(
        { userId, topSubjects: JSON.parse(signature) as ReturnType<typeof topSubjectsPayload> },
        { onSuccess: () => sessionStorage.setItem(key, signature) },
      );
    }, SAVE_TOP_SUBJECTS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [userId, signature, mutate]);
}
