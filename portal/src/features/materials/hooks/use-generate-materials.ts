import {
  canGenerateMaterials,
  materialsConfirmMessage,
  materialsLockedMessage,
  MATERIALS_FETCH_FAILED,
  MATERIALS_NO_TOKEN,
  MATERIALS_SAVE_FAILED,
  MATERIALS_SELECT_SUBJECT,
  nextMaterialsDate,
} from '@aspire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-client';
import { readToken } from '../../../api/token-storage';
import { formatDate } from '../../../lib/format-date';
import { generateMaterials } from '../api/generate-materials';
import { lastGenerationQueryOptions } from '../api/get-last-generation';
import { materialsQueryOptions } from '../api/get-materials';
import { saveMaterials } from '../api/save-materials';
import { GENERATE_FAILED, generatedMessage } from '../lib/messages';

export type Notice = { severity: 'error' | 'info' | 'success'; text: string };

/**
 * Generate Learning Materials (docs/product/dashboard.md, "Knowledge: learning materials"): token,
 * prerequisites, subject, the 6-month rule, and only then its confirmation (admins exempt); then
 * generate, save and fetch, each
 * failure with its message.
 */
export function useGenerateMaterials(userId: string, isAdmin: boolean) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  /** `blocked`: a prerequisite the screen already knows is missing (checked before confirming). */
  const run = async (
    subject: string,
    lastGenerationDate: string | null,
    blocked: string | null = null,
  ): Promise<boolean> => {
    if (!readToken()) return fail(MATERIALS_NO_TOKEN);
    if (blocked) return fail(blocked);
    if (!subject) return fail(MATERIALS_SELECT_SUBJECT);
    const now = new Date();
    if (!isAdmin && !canGenerateMaterials(lastGenerationDate, now, false)) {
      const next = nextMaterialsDate(lastGenerationDate!);
      return fail(materialsLockedMessage(formatDate(lastGenerationDate!), formatDate(next)));
    }
    if (
      !isAdmin &&
      !window.confirm(materialsConfirmMessage(subject, formatDate(nextMaterialsDate(now))))
    ) {
      return false;
    }
    setBusy(true);
    setNotice(null);
    try {
      let set;
      try {
        set = await generateMaterials(userId, subject);
      } catch (error) {
        return fail(errorMessage(error, GENERATE_FAILED));
      }
      try {
        await saveMaterials(userId, set);
      } catch {
        return fail(MATERIALS_SAVE_FAILED);
      }
      void queryClient.invalidateQueries(lastGenerationQueryOptions(userId));
      try {
        await queryClient.fetchQuery({ ...materialsQueryOptions(userId), staleTime: 0 });
      } catch {
        return fail(MATERIALS_FETCH_FAILED);
      }
      setNotice({ severity: 'success', text: generatedMessage(set.subject) });
      return true;
    } finally {
      setBusy(false);
    }
  };

  function fail(text: string): false {
    setNotice({ severity: 'error', text });
    return false;
  }

  return { run, busy, notice, clearNotice: () => setNotice(null) };
}
