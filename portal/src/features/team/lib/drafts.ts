/**
 * Per-task answer drafts, kept per user in localStorage (saved locally only;
 * docs/product/dashboard.md, "Team Challenge").
 */
const key = (userId: string, taskId: string) => `teamDraft_${userId}_${taskId}`;

export function readDraft(userId: string, taskId: string): string | null {
  try {
    return localStorage.getItem(key(userId, taskId));
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, taskId: string, text: string): boolean {
  try {
    localStorage.setItem(key(userId, taskId), text);
    return true;
  } catch {
    return false;
  }
}

/** "Start New Session" clears local data only (docs/product/dashboard.md, "Team Challenge"). */
export function clearTeamDrafts(userId: string): void {
  try {
    for (const k of Object.keys(localStorage)) {
      if (k.startsWith(`teamDraft_${userId}_`)) localStorage.removeItem(k);
    }
  } catch {
    // Nothing stored.
  }
}

/** The cached team task: the task last shown, to tell an expiry from no task at all. */
const taskKey = (userId: string) => `teamTask_${userId}`;

export function rememberTask(userId: string, taskId: string | null): void {
  try {
    if (taskId) localStorage.setItem(taskKey(userId), taskId);
    else localStorage.removeItem(taskKey(userId));
  } catch {
    // The cache is a convenience.
  }
}

export function rememberedTask(userId: string): string | null {
  try {
    return localStorage.getItem(taskKey(userId));
  } catch {
    return null;
  }
}
