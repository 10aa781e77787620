// The timing tables .ci/run prints after the Jest projects and the browser specs.
import { describe, expect, it } from '@jest/globals';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const timings = require('../../.ci/timings.cjs') as {
  summarise: (runs: Run[]) => { group: string; files: number; seconds: number; span: number }[];
  slowestFiles: (runs: Run[], count: number) => { file: string; seconds: number }[];
  table: (title: string, header: string[], rows: (string | number)[][]) => string;
};
type Run = { group: string; file: string; start: number; end: number };

const runs: Run[] = [
  { group: 'backend', file: 'a.test.ts', start: 0, end: 4_000 },
  { group: 'backend', file: 'b.test.ts', start: 1_000, end: 3_000 },
  { group: 'portal', file: 'c.test.tsx', start: 0, end: 9_000 },
  { group: 'backend', file: 'a.test.ts', start: 10_000, end: 10_500 },
];

describe('test timings', () => {
  it('sums each group’s time, counts its files once and spans first start to last end', () => {
    expect(timings.summarise(runs)).toEqual([
      { group: 'portal', files: 1, seconds: 9, span: 9 },
      { group: 'backend', files: 2, seconds: 6.5, span: 10.5 },
    ]);
  });

  it('names the slowest files by their own time', () => {
    expect(timings.slowestFiles(runs, 2)).toEqual([
      { file: 'c.test.tsx', seconds: 9 },
      { file: 'a.test.ts', seconds: 4.5 },
    ]);
  });

  it('prints a padded table under its title', () => {
    expect(
      timings.table(
        'Time',
        ['spec', 's'],
        [
          ['auth.spec.ts', 12.5],
          ['a', 3],
        ],
      ),
    ).toBe(['Time', 'spec             s', 'auth.spec.ts  12.5', 'a                3'].join('\n'));
  });
});
