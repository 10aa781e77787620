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

  it('should key half of every facet in each direction (2 of 4, 2 of 5, 1 of 3)', () => {
    for (const name of SEED_FILES) {
      for (const facet of readSeedFile(name).facets) {
        const reversed = facet.items.filter((i) => i.reverse).length;
        const expected = facet.items.length === 3 ? 1 : 2;
        expect([facet.name, reversed]).toEqual([facet.name, expected]);
      }
    }
  });

  it('should keep the item counts: FutureReady 24 facets (RIASEC 5 items), UniReady 8×4, 32×4, 48×3, StudyStyle 18×4', () => {
    const shape = (name: string) =>
      readSeedFile(name).facets.map((f) => ({ category: f.category, items: f.items.length }));
    const career = readSeedFile('futureready.json').facets;
    expect(career).toHaveLength(24);
    for (const f of career) {
      const riasec = f.taxonomy[0] === 'RIASEC';
      expect([f.name, riasec ? f.items.length === 5 : f.items.length >= 4]).toEqual([f.name, true]);
    }
    expect(career.filter((f) => f.taxonomy[0] === 'RIASEC')).toHaveLength(6);
    const count = (name: string, category: string, items: number) =>
      shape(name).filter((f) => f.category === category && f.items === items).length;
    expect(shape('uniready.json')).toHaveLength(88);
    expect(count('uniready.json', 'Part I', 4)).toBe(8);
    expect(count('uniready.json', 'Part II', 4)).toBe(32);
    expect(count('uniready.json', 'Part III', 3)).toBe(48);
    expect(shape('studystyle.json').filter((f) => f.items === 4)).toHaveLength(18);
  });

  it('should match docs/codebook.md (run `npm run codebook` after a bank change)', () => {
    const written = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'codebook.md'), 'utf8');
    expect(written).toBe(codebookOfSeedFiles());
  });
});
