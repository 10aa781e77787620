/** spec 001 §2/§9: StudyStyle labels over 40 characters become 30 + '...'. */
export const truncateLearningLabel = (label: string | null | undefined): string =>
  truncate(label, 40, 30);

/** spec 001 §2/§9: FutureReady radar labels over 50 characters become 47 + '...'. */
export const truncateCareerLabel = (label: string | null | undefined): string =>
  truncate(label, 50, 47);

function truncate(label: string | null | undefined, limit: number, keep: number): string {
  const text = label?.trim() || 'Unknown';
  return text.length > limit ? `${text.slice(0, keep)}...` : text;
}

/** spec 001 §2: one decimal in tables, or N/A when missing. */
export const formatScore = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(1) : 'N/A';
