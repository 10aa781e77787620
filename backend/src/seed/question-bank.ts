import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QuestionOption } from '../questions/entities/question.entity';
import { keyedOptions, QuestionStatus } from '@aspire/domain';

type SeedItem = { text: string; scale: string; reverse: boolean; exampleInfo: string | null };
type SeedFacet = {
  name: string;
  category: string;
  subCategory: string;
  note: string;
  taxonomy: string[];
  items: SeedItem[];
};
export type SeedFile = {
  status: QuestionStatus;
  scales: Record<string, QuestionOption[]>;
  facets: SeedFacet[];
};

/** The seed question bank is data in backend/seed-data/, not code. */
export const SEED_DIR = join(__dirname, '..', '..', 'seed-data');
export const SEED_FILES = ['futureready.json', 'uniready.json', 'studystyle.json'];

export function readSeedFile(name: string): SeedFile {
  const file = JSON.parse(readFileSync(join(SEED_DIR, name), 'utf8')) as SeedFile;
  for (const facet of file.facets) {
    for (const item of facet.items) {
      if (!file.scales[item.scale]) {
        throw new Error(`${name}: facet "${facet.name}" uses unknown scale "${item.scale}"`);
      }
    }
  }
  return file;
}

/** Reverse-keyed items keep the option order; the domain keys the scores (max + min − raw). */
export function optionsFor(file: SeedFile, item: SeedItem): QuestionOption[] {
  return keyedOptions(file.scales[item.scale], item.reverse ? 'reverse' : 'forward');
}
