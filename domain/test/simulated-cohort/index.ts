/**
 * The simulated cohort: latent-trait respondents with known truth, for tests of what a report
 * says about a student (bands, norms, reliable change, quality flags).
 *
 * - `simulatedCohort({ seed, size, kinds })` gives respondents: ordinary ones answer from a
 *   latent-trait model (a true level per facet, a personal acquiescence, noise), `acquiescent`
 *   ones agree strongly whatever the item, and the careless kinds (straight-liners, uniform
 *   random responders, midpoint responders, speeders) ignore their levels. `respondent.level(f)`
 *   is the truth; `expectedItemScore(level)` puts it on the report's 1–5 scale.
 * - `answerItems(r, items)` / `answerSession(r, type, bank)` are pure: the answers to an
 *   instrument as served (keying is read from the options), with the option chosen and a time.
 *   Every draw is keyed by (seed, respondent, facet or question): seeded and deterministic, and
 *   an answer does not depend on what else was served.
 * - `api.ts` does the same through the real API with `fetch` (register or sign in, fetch the
 *   served bank, submit, complete), for backend and browser tests against a running server.
 *
 * Model and sources: docs/product/reading-reports.md "How we test what a report says".
 */
export * from './random';
export * from './respondents';
export * from './answers';
export * from './instruments';
export * from './api';
