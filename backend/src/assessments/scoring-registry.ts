import {
  SCORING_RULES,
  SCORING_VERSION,
  ScoringRules,
  facetScores,
  scoringRulesOf,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';

/** How long a scoring version's key may be (the `scoring_version` column). */
export const SCORING_VERSION_MAX = 32;

/**
 * The scoring versions the server knows: the domain's `SCORING_RULES` and which one
 * new sessions are scored under. Every reader (completion, reports, re-scoring preview and apply)
 * asks this one registry, so a second version is exercised end to end the same way a real one
 * would be; the product registers its versions in domain, tests add one through `register`.
 */
@Injectable()
export class ScoringRegistry {
  private readonly rules: Record<string, ScoringRules> = { ...SCORING_RULES };
  private currentVersion = SCORING_VERSION;

  /** The version new sessions are scored under, and re-scoring moves sessions to. */
  get current(): string {
    return this.currentVersion;
  }

  /** The rules a session was scored under (null: the first version; unknown: the current). */
  rulesOf(version: string | null): ScoringRules {
    return scoringRulesOf(version, this.rules, this.currentVersion);
  }

  /** Whether these rules are scoring-1's, which reports compute with one SQL aggregate. */
  isSqlAggregate(rules: ScoringRules): boolean {
    return rules === facetScores;
  }

  /** Adds a version's rules; with `current`, new sessions and re-scoring use it from now on. */
  register(version: string, rules: ScoringRules, { current = false } = {}): void {
    if (version.length === 0 || version.length > SCORING_VERSION_MAX) {
      throw new Error(`A scoring version is 1–${SCORING_VERSION_MAX} characters.`);
    }
    if (this.rules[version] && this.rules[version] !== rules) {
      throw new Error(`Scoring version ${version} already has other rules.`);
    }
    this.rules[version] = rules;
    if (current) this.currentVersion = version;
  }
}
