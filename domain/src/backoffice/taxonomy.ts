/**
 * The question form (docs/product/coordinators.md, "Admins only"): taxonomy entries are trimmed,
 * empty ones dropped and duplicates not added. Non-text entries (a stray number from an import) are
 * kept as text. The
 * server stores what this answers; the back-office form shows the same before it sends.
 */
export const normaliseTaxonomy = (entries: unknown): string[] => {
  if (!Array.isArray(entries)) return [];
  const kept: string[] = [];
  for (const entry of entries) {
    if (entry == null) continue;
    const text = String(entry).trim();
    if (text && !kept.includes(text)) kept.push(text);
  }
  return kept;
};
