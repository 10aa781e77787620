import { bankViolations, fleschKincaidGrade, MAX_NOTE_GRADE } from '@aspire/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codebookOfSeedFiles } from '../../src/seed/codebook';
import { readSeedFile, SEED_FILES } from '../../src/seed/question-bank';

describe('item bank', () => {
  it.each(SEED_FILES)(
    '%s: every facet meets the count, keying, scale and reading rules',
    (name) => {
      expect(bankViolations(readSeedFile(name).facets)).toEqual([]);
    },
  );

  it('should print every facet note at grade 9 or below, the items at grade 6 or below on average', () => {
    const notes = SEED_FILES.flatMap((name) => readSeedFile(name).facets).map((f) => ({
      name: f.name,
      grade: fleschKincaidGrade(f.note),
    }));
    expect(notes.length).toBe(130);
    expect(notes.filter((n) => n.grade > MAX_NOTE_GRADE)).toEqual([]);
    for (const name of SEED_FILES) {
      const grades = readSeedFile(name).facets.flatMap((f) =>
        f.items.map((i) => fleschKincaidGrade(i.text)),
      );
      expect([name, grades.reduce((a, b) => a + b, 0) / grades.length <= 6]).toEqual([name, true]);
    }
  });

  it('should key about a third of the UniReady, Career and StudyStyle items in reverse, never more than half per facet', () => {
    for (const name of SEED_FILES) {
      for (const facet of readSeedFile(name).facets) {
        const share = facet.items.filter((i) => i.reverse).length / facet.items.length;
        expect([facet.name, share >= 0.2 && share <= 0.5]).toEqual([facet.name, true]);
      }
    }
  });

  it('should match docs/codebook.md (run `npm run codebook` after a bank change)', () => {
    const written = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'codebook.md'), 'utf8');
    expect(written).toBe(codebookOfSeedFiles());
  });
});
