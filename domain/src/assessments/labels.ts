/**
 * StudyStyle labels over 40 characters become 30 + '...'
 * (docs/product/assessments.md, "The score reports").
 */
export const truncateLearningLabel = (label: string | null | undefined): string =>
  truncate(label, 40, 30);

/**
 * FutureReady radar labels over 50 characters become 47 + '...'
 * (docs/product/assessments.md, "The score reports").
 */
export const truncateCareerLabel = (label: string | null | undefined): string =>
  truncate(label, 50, 47);

function truncate(label: string | null | undefined, limit: number, keep: number): string {
  const text = label?.trim() || 'Unknown';
  return text.length > limit ? `${text.slice(0, keep)}...` : text;
}

/**
 * One decimal in tables, or N/A when missing (docs/product/assessments.md, "The score reports").
 */
export const formatScore = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(1) : 'N/A';
