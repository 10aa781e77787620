import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MaterialLink } from '../ai.types';

/** The curated lists live beside the seed question bank, as data (backend/seed-data/). */
export const CURATED_MATERIALS_FILE = join(
  __dirname,
  '..',
  '..',
  '..',
  'seed-data',
  'curated-materials.json',
);

type CuratedFile = { subjects: Record<string, MaterialLink[]> };

let bySubject: Map<string, MaterialLink[]> | null = null;

/** Every subject's own list, keyed case-insensitively; read once. */
export function curatedMaterials(): Map<string, MaterialLink[]> {
  if (!bySubject) {
    const file = JSON.parse(readFileSync(CURATED_MATERIALS_FILE, 'utf8')) as CuratedFile;
    bySubject = new Map(
      Object.entries(file.subjects).map(([subject, links]) => [subject.toLowerCase(), links]),
    );
  }
  return bySubject;
}

/** The curated materials of a subject (UniReady or Exploration), or none for an unknown one. */
export const curatedFor = (subject: string): MaterialLink[] =>
  curatedMaterials().get(subject.trim().toLowerCase()) ?? [];
