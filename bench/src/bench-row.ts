/**
 * One line of the benchmark summary: every benchmark module exports
 * `run(): Promise<BenchRow[]>` and `npm run bench` prints the rows as a table, writes them to a
 * JSON file and exits non-zero when a row misses its target.
 */
export type BenchRow = {
  /** The id for the row, e.g. 'P1'. */
  id: string;
  /** What is measured, in a few words. */
  what: string;
  /** Aspire's figure divided by the baseline measured in the same run (median of rounds). */
  ratio: number;
  /** The target in words, e.g. '≥ 0.6×'. */
  target: string;
  pass: boolean;
  /** Extra figures worth printing (p99s, statement counts, index used…). */
  detail?: string;
};

/**
 * Runs a benchmark module on its own (`node … src/p4-student-report.ts`): prints its rows and
 * exits non-zero when one misses its target or the run fails.
 */
export function runStandalone(
  run: () => Promise<BenchRow[]>,
  after: () => Promise<void> = async () => {},
): void {
  run()
    .finally(after)
    .then(
      (rows) => {
        console.table(
          rows.map((r) => ({ ...r, ratio: r.ratio.toFixed(2), pass: r.pass ? 'yes' : 'NO' })),
        );
        process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
      },
      (error: unknown) => {
        console.error(error);
        process.exitCode = 1;
      },
    );
}
