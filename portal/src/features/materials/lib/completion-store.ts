/**
 * docs/product/dashboard.md: the Completed checkboxes are kept in localStorage per user, beside the
 * server's record (the server is the source a second device reads).
 */
export const completionKey = (userId: string) => `materialsCompleted_${userId}`;

export function readCompletions(userId: string): Record<string, boolean> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(completionKey(userId)) ?? '{}');
    return raw && typeof raw === 'object' ? (raw as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

export function writeCompletion(userId: string, materialId: number, completed: boolean): void {
  try {
    const all = readCompletions(userId);
    all[String(materialId)] = completed;
    localStorage.setItem(completionKey(userId), JSON.stringify(all));
  } catch {
    // A full or disabled storage only loses the local copy.
  }
}
