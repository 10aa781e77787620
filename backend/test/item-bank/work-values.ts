import { isFlatProfile } from '@aspire/domain';
import { readSeedFile } from '../../src/seed/question-bank';
import { plainScores, respondents } from './cohort';

/**
 * How often the top-rated work value is the student's truly most important one, for flat and for
 * spread-out profiles (docs/decisions/0145-flat-work-values-note.md), on ordinary simulated
 * students.
 */
export function workValuesRecovery(students: number, seed = 37) {
  const values = readSeedFile('futureready.json')
    .facets.filter((f) => f.subCategory === 'Working Preferences & Values')
    .map((f) => f.name);
  const tally = { flat: { n: 0, right: 0 }, spread: { n: 0, right: 0 } };
  for (const r of respondents('futureready.json', 'ordinary', students, seed)) {
    const scores = plainScores(r.answers);
    const averages = values.map((v) => scores.get(v)!);
    const top = values[averages.indexOf(Math.max(...averages))];
    const trueTop = values.reduce((a, b) => (r.theta.get(a)! >= r.theta.get(b)! ? a : b));
    const bucket = isFlatProfile(averages) ? tally.flat : tally.spread;
    bucket.n += 1;
    if (top === trueTop) bucket.right += 1;
  }
  return {
    values: values.length,
    flatShare: tally.flat.n / students,
    topRightWhenFlat: tally.flat.right / Math.max(1, tally.flat.n),
    topRightOtherwise: tally.spread.right / Math.max(1, tally.spread.n),
  };
}
