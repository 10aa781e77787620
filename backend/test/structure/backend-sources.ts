import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The backend's source folder, which the structure tests read. */
export const SRC = join(__dirname, '../../src');

/** Every production source file below `dir` (tests left out), as absolute paths. */
export function sourceFiles(dir: string = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The same files, as paths relative to `backend/src` with forward slashes. */
export const sourcePaths = (): string[] =>
  sourceFiles().map((path) => relative(SRC, path).split('\\').join('/'));
