// How scale health reads on screen: fixed decimals, versions named, nothing invented.

/** A statistic with 2 decimals; '—' when there is none. */
export const fixed = (x: number | null, digits = 2): string =>
  x === null || !Number.isFinite(x) ? '—' : x.toFixed(digits);

/** "0.84 [0.78, 0.89]" */
export const alphaWithInterval = (
  alpha: number | null,
  lower: number | null,
  upper: number | null,
) =>
  alpha === null
    ? '—'
    : lower === null || upper === null
      ? fixed(alpha)
      : `${fixed(alpha)} [${fixed(lower)}, ${fixed(upper)}]`;

/** A version hash shortened to 10 characters; 'legacy' explained. */
export const versionLabel = (version: string): string =>
  version === 'legacy' ? 'Before versions were recorded' : version.slice(0, 10);

/**
 * The versions a summary speaks for: "Version 1a2b3c4d5e" alone, or with the versions a
 * wording-only edit kept in its group, whose respondents are pooled (docs/decisions/0074).
 */
export const groupLabel = (version: string, group: readonly string[]): string => {
  const others = group.filter((v) => v !== version);
  return others.length === 0
    ? `Version ${versionLabel(version)}`
    : `Version ${versionLabel(version)} and ${others.length} equivalent (wording-only) version${others.length === 1 ? '' : 's'} (${others.map(versionLabel).join(', ')})`;
};

/** "Option 3 (score 3): 12" per option; an option nobody chose is marked. */
export const optionLabel = (o: { score: number; text: string | null; count: number }) =>
  `${o.text ?? `score ${o.score} (not in the bank)`}: ${o.count}${o.count === 0 && o.text !== null ? ' — never chosen' : ''}`;
